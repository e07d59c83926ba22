import { registerImagePreviewer } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  '<p>a <img src="/api/file/preview?fileId=1&amp;type=redirect" alt="one.png"></p>' +
  '<p><img src="/api/file/preview?fileId=2&amp;type=redirect" alt="two.png"> b</p>';

function mount(props: RichTextEditorProps) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <RichTextEditor defaultValue={html} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('desktop rich text previews its images (spec 8)', () => {
  it.each([false, true])(
    'a clicked image opens the built-in viewer at it (read only: %s)',
    async (readOnly) => {
      mount({ readOnly });
      const open = screen.getAllByTestId('rich-text-image-open');
      expect(open).toHaveLength(2);
      expect(open[1]).toHaveAccessibleName('预览图片 two.png');
      await act(async () => void fireEvent.click(open[1] as HTMLElement));
      const viewer = screen.getByTestId('image-viewer');
      expect(within(viewer).getByTestId('image-viewer-counter').textContent).toBe('2 / 2');
      expect(within(viewer).getByTestId('image-viewer-image').getAttribute('src')).toContain('fileId=2');
      act(() => void fireEvent.keyDown(viewer, { key: 'ArrowRight' }));
      expect(within(viewer).getByTestId('image-viewer-counter').textContent).toBe('1 / 2');
    },
  );

  it("uses the desktop client's registered photo view, and the built-in viewer when it fails", async () => {
    const open = jest.fn();
    const off = registerImagePreviewer({ check: () => true, open }, { platform: 'desktop' });
    mount({ readOnly: true });
    await act(
      async () => void fireEvent.click(screen.getAllByTestId('rich-text-image-open')[0] as HTMLElement),
    );
    expect(open).toHaveBeenCalledWith(
      [
        { src: '/api/file/preview?fileId=1&type=redirect', name: 'one.png' },
        { src: '/api/file/preview?fileId=2&type=redirect', name: 'two.png' },
      ],
      0,
    );
    expect(screen.queryByTestId('image-viewer')).toBeNull();
    off();
    const offFailing = registerImagePreviewer(
      { check: () => Promise.reject(new Error('no photo view')), open },
      { platform: 'desktop' },
    );
    await act(
      async () => void fireEvent.click(screen.getAllByTestId('rich-text-image-open')[0] as HTMLElement),
    );
    expect(within(screen.getByTestId('image-viewer')).getByTestId('image-viewer-counter').textContent).toBe(
      '1 / 2',
    );
    expect(open).toHaveBeenCalledTimes(1);
    offFailing();
  });
});
