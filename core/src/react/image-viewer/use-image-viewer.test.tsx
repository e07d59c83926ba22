/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { registerImagePreviewer, type ImagePreviewer } from '../../image-viewer';
import { useImagePreview, useListImagePreview } from './use-image-viewer';

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
const images = [
  { src: '/a.png', name: 'a' },
  { src: '/b.png', name: 'b' },
];

describe('useImagePreview (spec 8)', () => {
  it('asks the previewer registered for its platform at the click, and opens the built-in viewer when it fails', async () => {
    const { result } = renderHook(() => useImagePreview('mobile'), { wrapper: strict });
    // registered after the mount: still used
    const open = jest.fn();
    const off = registerImagePreviewer({ check: () => true, open }, { platform: 'mobile' });
    await act(async () => expect(await result.current.show(images, 1)).toBe('host'));
    expect(open).toHaveBeenCalledWith(images, 1);
    expect(result.current.viewer.open).toBe(false);
    off();
    const offDesktop = registerImagePreviewer({ check: () => true, open }, { platform: 'desktop' });
    await act(async () => expect(await result.current.show(images, 1)).toBe('built-in'));
    expect(result.current.viewer).toMatchObject({ open: true, counter: '2 / 2' });
    offDesktop();
  });

  it('a previewer of its own wins over the registered one; null asks for the built-in viewer only', async () => {
    const registered = jest.fn();
    const off = registerImagePreviewer({ check: () => true, open: registered });
    const own = jest.fn();
    const { result, rerender } = renderHook(
      ({ previewer }: { previewer: Parameters<typeof useImagePreview>[1] }) =>
        useImagePreview('desktop', previewer),
      {
        wrapper: strict,
        initialProps: { previewer: { check: () => true, open: own } as ImagePreviewer | null },
      },
    );
    await act(async () => void (await result.current.show(images, 0)));
    expect(own).toHaveBeenCalledTimes(1);
    rerender({ previewer: null });
    await act(async () => expect(await result.current.show(images, 0)).toBe('built-in'));
    expect(registered).not.toHaveBeenCalled();
    off();
  });
});

describe('useListImagePreview', () => {
  it("opens at a row's image among the previewable rows; a row without a preview is refused", async () => {
    const rows = [
      { name: 'a.png', previewUrl: '/a.png' },
      { name: 'b.docx' },
      { name: 'c.png', previewUrl: '/c.png' },
    ];
    const { result } = renderHook(() => useListImagePreview(rows, 'mobile'), { wrapper: strict });
    let opened = false;
    await act(async () => void (opened = result.current.open(rows[2] as (typeof rows)[number])));
    expect(opened).toBe(true);
    expect(result.current.viewer).toMatchObject({ open: true, counter: '2 / 2', alt: 'c.png' });
    expect(result.current.open(rows[1] as (typeof rows)[number])).toBe(false);
  });
});
