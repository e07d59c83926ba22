import { registerImagePreviewer, setLocale, type UploadedFile } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import type { UploadProps } from './interface';
import { Upload } from './Upload';

const files: UploadedFile[] = [
  { fileId: '11', name: 'site.png', size: 2048, options: ['download', 'delete'] },
  { fileId: '12', name: 'notes.docx', size: 2048, options: ['download', 'delete'] },
  { fileId: '13', name: 'plan.jpg', size: 4096, options: ['download', 'delete'] },
];

function mount(props: UploadProps = {}) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <Upload defaultValue={files} settings={{ sysFormatBlacks: 'exe' }} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('the mobile upload list previews its images (spec 8)', () => {
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => act(() => setLocale('zh_CN')));

  it('a tapped image opens the built-in viewer at it over the list images; the row still opens its actions', async () => {
    mount();
    const previews = screen.getAllByTestId('upload-item-preview');
    expect(previews).toHaveLength(2);
    expect(previews[1]).toHaveAccessibleName(/plan\.jpg/);
    await act(async () => void fireEvent.click(previews[1] as HTMLElement));
    expect(screen.getByTestId('image-viewer-counter').textContent).toBe('2 / 2');
    expect(screen.getByTestId('image-viewer-image').getAttribute('src')).toContain('fileId=13');
    // the action sheet did not open with the preview
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it("in the app shell, the app's image preview gets imgFormat=imagePreview addresses; a failed check opens the built-in viewer", async () => {
    const opened: string[][] = [];
    let ok = true;
    const off = registerImagePreviewer(
      { check: () => ok, open: (images) => void opened.push(images.map((image) => image.src)) },
      { platform: 'mobile' },
    );
    mount({ appShell: true });
    await act(
      async () => void fireEvent.click(screen.getAllByTestId('upload-item-preview')[0] as HTMLElement),
    );
    expect(opened).toEqual([
      [
        '/api/app/file/preview?fileId=11&type=redirect&imgFormat=imagePreview',
        '/api/app/file/preview?fileId=13&type=redirect&imgFormat=imagePreview',
      ],
    ]);
    expect(screen.queryByTestId('image-viewer-counter')).toBeNull();
    ok = false;
    await act(
      async () => void fireEvent.click(screen.getAllByTestId('upload-item-preview')[0] as HTMLElement),
    );
    expect(screen.getByTestId('image-viewer-counter').textContent).toBe('1 / 2');
    expect(opened).toHaveLength(1);
    off();
  });
});
