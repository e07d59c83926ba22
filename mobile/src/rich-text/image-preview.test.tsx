import { registerImagePreviewer } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

if (!('isContentEditable' in HTMLElement.prototype))
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    get(this: HTMLElement) {
      return this.closest('[contenteditable="true"]') !== null;
    },
  });

const html =
  '<p><img src="/api/app/file/preview?fileId=1&amp;type=redirect" alt="one.png"></p>' +
  '<p><img src="/api/app/file/preview?fileId=2&amp;type=redirect" alt="two.png"></p>';

function mount(props: RichTextEditorProps) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <RichTextEditor defaultValue={html} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('mobile rich text previews its images (spec 8)', () => {
  it.each([false, true])(
    'a tapped image opens the built-in viewer at it (read only: %s)',
    async (readOnly) => {
      mount({ readOnly });
      await act(
        async () => void fireEvent.click(screen.getAllByTestId('rich-text-image-open')[1] as HTMLElement),
      );
      expect(screen.getByTestId('image-viewer-counter').textContent).toBe('2 / 2');
      expect(screen.getByTestId('image-viewer-image').getAttribute('src')).toBe(
        '/api/app/file/preview?fileId=2&type=redirect',
      );
    },
  );

  it("hands the app shell's addresses to the app's image preview; its failure opens the built-in viewer", async () => {
    const seen: string[] = [];
    const off = registerImagePreviewer(
      {
        check: () => true,
        open: (images) => {
          seen.push(...images.map((image) => image.src));
          throw new Error('app preview crashed');
        },
      },
      { platform: 'mobile' },
    );
    mount({ readOnly: true, appShell: true });
    await act(
      async () => void fireEvent.click(screen.getAllByTestId('rich-text-image-open')[0] as HTMLElement),
    );
    expect(seen).toEqual([
      '/api/app/file/preview?fileId=1&type=redirect&imgFormat=imagePreview',
      '/api/app/file/preview?fileId=2&type=redirect&imgFormat=imagePreview',
    ]);
    expect(screen.getByTestId('image-viewer-counter').textContent).toBe('1 / 2');
    off();
  });
});
