import { createActor, fromPromise, waitFor } from 'xstate';
import { setLocale } from '../i18n';
import { connectEnv } from '../shared/connect';
import { connectImageCrop } from './image-crop.connect';
import {
  base64SizeKB,
  checkCropInput,
  CROPPER_DEFAULTS,
  cropMessageShown,
  normalizeRotation,
  rotatedSize,
} from './image-crop.logic';
import { imageCropMachine, type ImageCropEmitted } from './image-crop.machine';
import { imageCropTexts } from './messages';

const MB = 1024 * 1024;

describe('CROPPER_DEFAULTS (spec 9, 5)', () => {
  it('ratio 1, images, base64 webp, 2 MB', () => {
    expect(CROPPER_DEFAULTS).toEqual({
      aspect: 1,
      accept: 'image/*',
      outputType: 'image/webp',
      maxSizeMB: 2,
    });
  });
});

describe('checkCropInput', () => {
  beforeAll(() => setLocale('en_US'));
  afterAll(() => setLocale('zh_CN'));
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 1000 }, undefined, null],
    [{ name: 'a.png', type: 'image/png', size: 2 * MB }, undefined, null],
    [{ name: 'a.png', type: 'image/png', size: 2 * MB + 1 }, undefined, 'The image must not exceed 2 MB'],
    [{ name: 'a.pdf', type: 'application/pdf', size: 10 }, undefined, 'Only image files can be chosen'],
    [{ name: 'a.svg', type: '', size: 10 }, undefined, 'Only image files can be chosen'],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 3 * MB }, { maxSizeMB: 5 }, null],
    [
      { name: 'a.gif', type: 'image/gif', size: 10 },
      { accept: '.png, image/jpeg' },
      'Only image files can be chosen',
    ],
    [{ name: 'A.PNG', type: '', size: 10 }, { accept: '.png' }, null],
    [{ name: 'a.png', type: 'image/png', size: NaN }, undefined, 'Only image files can be chosen'],
  ])('%j with %j → %s', (file, options, message) => expect(checkCropInput(file, options)).toBe(message));
});

describe('base64SizeKB (spec 9: decoded bytes / 1024, padding counted)', () => {
  it.each([
    ['', 0],
    ['QQ==', 1 / 1024],
    ['QUI=', 2 / 1024],
    ['QUJD', 3 / 1024],
    ['data:image/webp;base64,QUJDRA==', 4 / 1024],
    ['QUJD\nREVG', 6 / 1024],
  ])('%s → %s', (text, kb) => expect(base64SizeKB(text)).toBeCloseTo(kb, 10));

  it('is unrounded for a real size', () => {
    const body = Buffer.alloc(3000, 7).toString('base64');
    expect(base64SizeKB(`data:image/webp;base64,${body}`)).toBe(3000 / 1024);
  });
});

describe('geometry and messages', () => {
  it('rotates sizes and normalises angles', () => {
    expect(rotatedSize(200, 100, 90)).toEqual({ width: 100, height: 200 });
    expect(rotatedSize(200, 100, 180)).toEqual({ width: 200, height: 100 });
    expect(normalizeRotation(-90)).toBe(270);
    expect(normalizeRotation(450)).toBe(90);
  });
  it('spec 5: success messages only while triggerMessage is not false; errors always', () => {
    expect(cropMessageShown('success')).toBe(true);
    expect(cropMessageShown('success', false)).toBe(false);
    expect(cropMessageShown('error', false)).toBe(true);
  });
});

describe('imageCropMachine', () => {
  const env = connectEnv(imageCropTexts, 'en_US', 'desktop');
  function start(exportCrop = async () => 'data:image/webp;base64,QUJD') {
    const actor = createActor(imageCropMachine.provide({ actors: { exportCrop: fromPromise(exportCrop) } }), {
      input: {},
    });
    const emitted: ImageCropEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    return { actor, emitted, view: () => connectImageCrop(actor.getSnapshot(), actor.send, env) };
  }

  it('refuses a big file, takes an image, zooms, rotates and exports a webp with its size', async () => {
    const { actor, emitted, view } = start();
    expect(view().status).toBe('empty');
    view().pick({ name: 'big.png', type: 'image/png', size: 3 * MB }, 'blob:1');
    expect(view().error).toBe('The image must not exceed 2 MB');
    expect(emitted).toContainEqual({ type: 'revoke', url: 'blob:1' });
    view().pick({ name: 'a.png', type: 'image/png', size: 100 }, 'blob:2');
    expect(view()).toMatchObject({
      status: 'editing',
      image: 'blob:2',
      error: null,
      aspect: 1,
      canConfirm: false,
    });
    view().zoomBy(5);
    expect(view().zoom).toBe(3);
    view().rotateLeft();
    expect(view().rotation).toBe(270);
    view().changeArea({ x: 0, y: 0, width: 10, height: 10 });
    view().confirm();
    await waitFor(actor, (s) => s.matches('done'));
    expect(view().result).toEqual({
      dataUrl: 'data:image/webp;base64,QUJD',
      sizeKB: 3 / 1024,
      sizeLabel: 'Cropped (0.00 KB)',
    });
    expect(emitted).toContainEqual({
      type: 'cropped',
      dataUrl: 'data:image/webp;base64,QUJD',
      sizeKB: 3 / 1024,
    });
  });

  it('a failed export keeps the image and says so; a broken image empties the cropper', async () => {
    const { actor, view } = start(() => Promise.reject(new Error('canvas')));
    view().pick({ name: 'a.png', type: 'image/png', size: 100 }, 'blob:2');
    view().changeArea({ x: 0, y: 0, width: 10, height: 10 });
    view().confirm();
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(view().error).toBe('The image could not be made; retry');
    view().imageFailed();
    expect(view()).toMatchObject({
      status: 'empty',
      image: null,
      error: 'The image cannot be opened; choose another one',
    });
  });

  it('refuses an unsafe starting address', () => {
    const actor = createActor(imageCropMachine, { input: { src: `${'java'}script:alert(1)` } }).start();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });
});
