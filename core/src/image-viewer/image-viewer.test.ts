import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectImageViewer } from './image-viewer.connect';
import {
  imagePreviewUrl,
  openImagePreview,
  previewableImages,
  viewerImages,
  viewerKeyAction,
  withImagePreviewFormat,
} from './image-viewer.logic';
import { imageViewerMachine } from './image-viewer.machine';
import {
  pickImagePreviewer,
  registerImagePreviewer,
  registeredImagePreviewer,
} from './image-viewer.registry';
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

describe('imagePreviewUrl (spec 7: the mobile app shell asks for imgFormat=imagePreview)', () => {
  it.each([
    [
      '/api/app/file/preview?fileId=7&type=redirect',
      true,
      '/api/app/file/preview?fileId=7&type=redirect&imgFormat=imagePreview',
    ],
    ['/api/app/file/preview?fileId=7&type=redirect', false, '/api/app/file/preview?fileId=7&type=redirect'],
    ['/api/app/file/preview?fileId=7', undefined, '/api/app/file/preview?fileId=7'],
    ['https://cdn.example.com/p.png', true, 'https://cdn.example.com/p.png?imgFormat=imagePreview'],
    ['data:image/png;base64,AAAA', true, 'data:image/png;base64,AAAA'],
    ['blob:https://x/1', true, 'blob:https://x/1'],
  ])('%s in the app shell: %s → %s', (url, appShell, out) =>
    expect(imagePreviewUrl(url, appShell)).toBe(out),
  );
});

describe('registerImagePreviewer and pickImagePreviewer (spec 8: which previewer runs)', () => {
  const photoView = { check: () => true, open: jest.fn() };
  const appPreview = { check: () => true, open: jest.fn() };
  const own = { check: () => true, open: jest.fn() };

  it('answers the built-in viewer (null) when nothing is registered', () => {
    expect(pickImagePreviewer(undefined, 'desktop')).toBeNull();
    expect(registeredImagePreviewer('mobile')).toBeNull();
  });
  it("uses the previewer registered for the platform; the widget's own one first; null means built-in only", () => {
    const offs = [
      registerImagePreviewer(photoView, { platform: 'desktop' }),
      registerImagePreviewer(appPreview, { platform: 'mobile' }),
    ];
    expect(pickImagePreviewer(undefined, 'desktop')).toBe(photoView);
    expect(pickImagePreviewer(undefined, 'mobile')).toBe(appPreview);
    expect(pickImagePreviewer(own, 'mobile')).toBe(own);
    expect(pickImagePreviewer(null, 'desktop')).toBeNull();
    offs.forEach((off) => off());
    expect(pickImagePreviewer(undefined, 'desktop')).toBeNull();
  });
  it('a registration without a platform serves both; the latest wins and removing it uncovers the one before', () => {
    const offBoth = registerImagePreviewer(photoView);
    expect(registeredImagePreviewer('mobile')).toBe(photoView);
    const offMobile = registerImagePreviewer(appPreview, { platform: 'mobile' });
    expect(registeredImagePreviewer('mobile')).toBe(appPreview);
    expect(registeredImagePreviewer('desktop')).toBe(photoView);
    offMobile();
    expect(registeredImagePreviewer('mobile')).toBe(photoView);
    offBoth();
    offBoth();
    expect(registeredImagePreviewer('mobile')).toBeNull();
  });
  it('a registered previewer whose run fails still ends in the built-in viewer', async () => {
    const off = registerImagePreviewer({
      check: () => true,
      open: () => {
        throw new Error('no app');
      },
    });
    const builtIn = jest.fn();
    await expect(openImagePreview(images, 0, builtIn, pickImagePreviewer(undefined, 'mobile'))).resolves.toBe(
      'built-in',
    );
    expect(builtIn).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('openLabel', () => {
  it('names the control that opens an image', () => {
    const actor = createActor(imageViewerMachine).start();
    const view = connectImageViewer(
      actor.getSnapshot(),
      actor.send,
      connectEnv(imageViewerTexts, 'en_US', 'desktop'),
    );
    expect(view.openLabel('p.png')).toBe('Preview image p.png');
    expect(view.openLabel('')).toBe('Image preview');
  });
});
