import { createActor, waitFor } from 'xstate';
import { setLocale } from '..';
import { connectUpload, uploadFieldActors, uploadMachine, uploadTexts, type UploadSource } from '.';
import {
  compressionPlan,
  compressTypeOf,
  fitWithin,
  formatGroupExtensions,
  formatGroupOf,
  iosVersion,
  isOnlineEditable,
  meetsMinimumIos,
} from './upload.formats.logic';
import { acceptAttribute, fieldLimits } from './internal';
import { checkFiles } from './upload.logic';
import { connectEnv } from '../shared/connect';
import { fakeUploadServer } from '../../test/upload/upload.fakes';

beforeEach(() => setLocale('en_US'));
afterAll(() => setLocale('zh_CN'));

const IOS_14 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IOS_15 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_17 = 'Mozilla/5.0 (iPad; CPU OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 Mobile Safari/537.36';

describe('same-format groups (spec 9)', () => {
  it.each([
    ['docx', 'word'],
    ['wps', 'word'],
    ['xlsx', 'excel'],
    ['jpg', 'images'],
    ['heic', 'images'],
    ['mov', 'video'],
    ['amr', 'audio'],
    ['pptx', 'presentation'],
    ['7z', 'archives'],
    ['exe', undefined],
    ['', undefined],
  ])('%p is in %p', (ext, group) => {
    expect(formatGroupOf(ext)).toBe(group);
  });

  it('folds groups into the accepted extensions, and the checks and the accept attribute follow', () => {
    expect(formatGroupExtensions(['word', 'nonsense'])).toContain('docx');
    const limits = fieldLimits({ limits: { formats: ['word', 'excel'] } });
    expect(acceptAttribute(limits)).toMatch(/^\.doc,\.docx,.*\.xlsx/);
    const issues = checkFiles(
      [
        { name: 'a.docx', size: 1 },
        { name: 'b.png', size: 1 },
      ],
      limits,
    );
    expect(issues.map((issue) => issue?.type)).toEqual([undefined, 3]);
    // the image list's default gives way to the groups it is given
    expect(fieldLimits({ imagesOnly: true, limits: { formats: ['video'] } }).accept).not.toContain('png');
  });

  it.each([
    ['docx', true],
    ['xlsx', true],
    ['pptx', true],
    ['csv', false],
    ['pdf', false],
    ['png', false],
  ])('online edit opens %p: %p', (ext, editable) => {
    expect(isOnlineEditable(ext)).toBe(editable);
  });
});

describe('image compression (spec 9 compress type 1)', () => {
  const big = 2 * 1024 * 1024;
  it.each([
    ['jpg', big, 1, { mimeType: 'image/jpeg', quality: 0.8, maxEdge: 1920 }],
    ['webp', big, 1, { mimeType: 'image/webp', quality: 0.8, maxEdge: 1920 }],
    ['png', big, 1, { mimeType: 'image/png', maxEdge: 1920 }],
    ['gif', big, 1, undefined],
    ['heic', big, 1, undefined],
    ['jpg', big, 0, undefined],
    ['jpg', 1000, 1, undefined],
  ])('%p of %p bytes under type %p: %p', (ext, size, type, plan) => {
    expect(compressionPlan(ext, size, type)).toEqual(plan);
  });

  it('defaults to 1 on mobile and 0 on desktop; a host choice wins', () => {
    expect(compressTypeOf(undefined, true)).toBe(1);
    expect(compressTypeOf(undefined, false)).toBe(0);
    expect(compressTypeOf(0, true)).toBe(0);
  });

  it.each([
    [4032, 3024, { width: 1920, height: 1440 }],
    [1000, 3000, { width: 640, height: 1920 }],
    [800, 600, { width: 800, height: 600 }],
  ])('%p × %p fits as %p', (width, height, fitted) => {
    expect(fitWithin(width, height, 1920)).toEqual(fitted);
  });

  it('compresses a picked photo before it is hashed and sends the smaller file', async () => {
    const server = fakeUploadServer();
    const photo = new File([new Uint8Array(big)], 'photo.jpg', { type: 'image/jpeg' }) as UploadSource;
    const small = new File([new Uint8Array(1000)], 'photo.jpg', { type: 'image/jpeg' }) as UploadSource;
    const compressImage = jest.fn(async () => small);
    const actor = createActor(
      uploadMachine.provide({
        actors: {
          ...uploadFieldActors({ ...server.services, compressImage }, async () => ({})),
        },
      }),
      { input: { settings: {}, field: { mobile: true } } },
    ).start();
    actor.send({ type: 'ADD', files: [photo] });
    await waitFor(actor, (s) => s.context.rows[0]?.item.status === 'done');
    expect(compressImage).toHaveBeenCalledWith(
      photo,
      expect.objectContaining({ mimeType: 'image/jpeg' }),
      expect.anything(),
    );
    expect(actor.getSnapshot().context.rows[0]?.item.size).toBe(1000);
  });

  it('sends the picked file when no compressor is given (a server, a test)', async () => {
    const server = fakeUploadServer();
    const photo = new File([new Uint8Array(big)], 'photo.jpg') as UploadSource;
    const actors = uploadFieldActors(server.services, async () => ({}));
    const actor = createActor(uploadMachine.provide({ actors }), {
      input: { settings: {}, field: { mobile: true } },
    }).start();
    actor.send({ type: 'ADD', files: [photo] });
    await waitFor(actor, (s) => s.context.rows[0]?.item.status === 'done');
    expect(actor.getSnapshot().context.rows[0]?.item.size).toBe(big);
  });
});

describe('minimum iOS 15.0 (spec 9)', () => {
  it.each([
    [IOS_14, [14, 8], false],
    [IOS_15, [15, 0], true],
    [IPAD_17, [17, 2], true],
    [ANDROID, undefined, true],
    [undefined, undefined, true],
  ])('%p is iOS %p, supported: %p', (agent, version, supported) => {
    expect(iosVersion(agent)).toEqual(version);
    expect(meetsMinimumIos(agent)).toBe(supported);
  });

  it('a mobile field on iOS 14 cannot add and says why; desktop does not check', () => {
    const view = (platform: 'mobile' | 'desktop') => {
      const actor = createActor(uploadMachine, {
        input: { settings: {}, field: { mobile: platform === 'mobile', userAgent: IOS_14 } },
      }).start();
      return connectUpload(actor.getSnapshot(), actor.send, connectEnv(uploadTexts, 'en_US', platform));
    };
    expect(view('mobile')).toMatchObject({
      canAdd: false,
      unsupportedText: 'Uploading needs iOS 15.0 or later; please update the system first',
    });
    expect(view('desktop')).toMatchObject({ canAdd: true, unsupportedText: '' });
  });

  it('offers only the mobile sources that give an accepted format', () => {
    const sources = (formats: ('word' | 'images' | 'video')[]) => {
      const actor = createActor(uploadMachine, {
        input: { settings: {}, field: { mobile: true, limits: { formats } } },
      }).start();
      return connectUpload(
        actor.getSnapshot(),
        actor.send,
        connectEnv(uploadTexts, 'en_US', 'mobile'),
      ).sources.map((source) => source.key);
    };
    expect(sources(['word'])).toEqual(['file']);
    expect(sources(['images'])).toEqual(['camera', 'album', 'file']);
    expect(sources(['video'])).toEqual(['video', 'album', 'file']);
  });
});
