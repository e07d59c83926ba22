import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectImageViewer } from './image-viewer.connect';
import {
  openImagePreview,
  previewableImages,
  viewerImages,
  viewerKeyAction,
  withImagePreviewFormat,
} from './image-viewer.logic';
import { imageViewerMachine } from './image-viewer.machine';
import { imageViewerTexts } from './messages';

const images = [
  { src: '/a.png' },
  { src: ['java', 'script:x'].join('') },
  { src: '/b.png', name: 'b' },
  { src: '/c.png' },
];

describe('image viewer rules', () => {
  it('drops unsafe addresses', () => {
    expect(viewerImages(images).map((i) => i.src)).toEqual(['/a.png', '/b.png', '/c.png']);
  });
  it.each([
    ['/api/file/preview?fileId=1', '/api/file/preview?fileId=1&imgFormat=imagePreview'],
    ['/p.png', '/p.png?imgFormat=imagePreview'],
    ['/p.png#x', '/p.png?imgFormat=imagePreview#x'],
    ['/p.png?imgFormat=imagePreview', '/p.png?imgFormat=imagePreview'],
  ])('mobile app preview address %s → %s (spec 7)', (url, out) =>
    expect(withImagePreviewFormat(url)).toBe(out),
  );
  it('maps keys', () => {
    expect(['ArrowLeft', 'ArrowRight', '+', '-', 'r', '0', 'Escape', 'x'].map(viewerKeyAction)).toEqual([
      'prev',
      'next',
      'zoomIn',
      'zoomOut',
      'rotate',
      'reset',
      'close',
      null,
    ]);
  });
});

describe('openImagePreview (spec 8: the host previewer, else the built-in viewer)', () => {
  const run = async (previewer?: Parameters<typeof openImagePreview>[3]) => {
    const builtIn = jest.fn();
    const used = await openImagePreview(images, 2, builtIn, previewer);
    return { used, builtIn };
  };
  it('uses the host previewer when its check and run succeed', async () => {
    const open = jest.fn();
    const { used, builtIn } = await run({ check: async () => true, open });
    expect(used).toBe('host');
    expect(open).toHaveBeenCalledWith(viewerImages(images), 2);
    expect(builtIn).not.toHaveBeenCalled();
  });
  it.each([
    ['no previewer', undefined],
    ['a check that says no', { check: () => false, open: jest.fn() }],
    ['a check that fails', { check: () => Promise.reject(new Error('x')), open: jest.fn() }],
    ['a run that fails', { check: () => true, open: () => Promise.reject(new Error('x')) }],
  ])('falls back to the built-in viewer with %s', async (_name, previewer) => {
    const { used, builtIn } = await run(previewer);
    expect(used).toBe('built-in');
    expect(builtIn).toHaveBeenCalledWith(viewerImages(images), 2);
  });
});

describe('imageViewerMachine', () => {
  it('opens, wraps previous and next, zooms, pans only when zoomed, rotates, closes on Escape', () => {
    const actor = createActor(imageViewerMachine).start();
    const view = () =>
      connectImageViewer(actor.getSnapshot(), actor.send, connectEnv(imageViewerTexts, 'en_US', 'desktop'));
    view().show(images, 0);
    expect(view()).toMatchObject({ open: true, counter: '1 / 3', alt: 'Image 1' });
    view().prev();
    expect(view().counter).toBe('3 / 3');
    view().next();
    view().next();
    expect(view().alt).toBe('b');
    view().pan(10, 10);
    expect(view().transform).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
    view().zoomIn();
    view().pan(10, -5);
    view().rotate();
    expect(view().transform).toBe('translate(10px, -5px) scale(1.25) rotate(90deg)');
    expect(view().rotationTransform).toBe('rotate(90deg)');
    view().rotate();
    view().rotate();
    view().rotate();
    expect(view().rotationTransform).toBe('rotate(0deg)');
    view().rotate();
    expect(view().keyDown('ArrowRight')).toBe(true);
    expect(view()).toMatchObject({ counter: '3 / 3', zoom: 1, rotation: 0 });
    expect(view().keyDown('Escape')).toBe(true);
    expect(view().open).toBe(false);
    expect(view().keyDown('Escape')).toBe(false);
  });
});

describe('previewableImages (upload rows previewed by the viewer)', () => {
  it('keeps rows with a safe preview address, in order, with their images', () => {
    const rows = [
      { name: 'a.png', previewUrl: '/p?fileId=1' },
      { name: 'b.docx' },
      { name: 'c.png', previewUrl: ['java', 'script:x'].join('') },
      { name: 'd.png', previewUrl: '/p?fileId=4' },
    ];
    const { rows: kept, images: shown } = previewableImages(rows);
    expect(kept).toEqual([rows[0], rows[3]]);
    expect(shown).toEqual([
      { src: '/p?fileId=1', name: 'a.png' },
      { src: '/p?fileId=4', name: 'd.png' },
    ]);
  });
});
