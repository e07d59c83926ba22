import { setLocale, type UploadedFile } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Upload } from './Upload';

const files: UploadedFile[] = [
  { fileId: '11', name: 'site.png', size: 2048, options: ['download'] },
  { fileId: '12', name: 'notes.docx', size: 2048, options: ['download'] },
  { fileId: '13', name: 'plan.jpg', size: 4096, options: ['download'] },
];

describe('the desktop upload list previews its images (spec 8)', () => {
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => act(() => setLocale('zh_CN')));

  it("an image row's thumbnail opens the built-in viewer at it over the list's images", async () => {
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Upload defaultValue={files} mode="readOnly" settings={{ sysFormatBlacks: 'exe' }} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const previews = screen.getAllByTestId('upload-item-preview');
    expect(previews).toHaveLength(2);
    expect(previews[1]).toHaveAccessibleName(/plan\.jpg/);
    await act(async () => void fireEvent.click(previews[1] as HTMLElement));
    const viewer = screen.getByTestId('image-viewer');
    expect(within(viewer).getByTestId('image-viewer-counter').textContent).toBe('2 / 2');
    expect(within(viewer).getByTestId('image-viewer-image').getAttribute('src')).toContain('fileId=13');
  });
});
