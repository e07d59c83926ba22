import { setLocale, type UploadedFile } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { ImageList } from '../upload/ImageList';

const images: UploadedFile[] = [
  { fileId: '11', name: 'site.png', size: 2048, options: ['download'] },
  { fileId: '12', name: 'plan.jpg', size: 4096, options: ['download'] },
];

describe('the upload image list previews with the built-in image viewer (spec 8)', () => {
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => act(() => setLocale('zh_CN')));

  it('opens at the clicked image, steps to the others, rotates and closes', async () => {
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <ImageList defaultValue={images} mode="readOnly" settings={{ sysFormatBlacks: 'exe' }} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /plan\.jpg/ })));
    const viewer = screen.getByTestId('image-viewer');
    expect(within(viewer).getByTestId('image-viewer-counter').textContent).toBe('2 / 2');
    const image = () => within(screen.getByTestId('image-viewer')).getByTestId('image-viewer-image');
    expect(image().getAttribute('src')).toContain('fileId=12');
    expect(image().getAttribute('alt')).toBe('plan.jpg');
    act(() => void fireEvent.keyDown(viewer, { key: 'ArrowRight' }));
    expect(image().getAttribute('src')).toContain('fileId=11');
    act(() => void fireEvent.click(screen.getByTestId('image-viewer-rotate')));
    expect(image().style.transform).toContain('rotate(90deg)');
    act(() => void fireEvent.keyDown(screen.getByTestId('image-viewer'), { key: 'Escape' }));
    expect(screen.queryByTestId('image-viewer-image')).toBeNull();
  });
});
