// Issue 35: the fake backend's re-check of a file name and core's isFormatAllowed are one rule.
// Dotfiles (`.htaccess`, `..exe`) and default-ignorable characters (U+180E, U+3164, U+FE0F, U+034F,
// U+115F, U+E0020 ...) are judged alike by both, in the pre-check and in module/upload itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createUploadServices, isFormatAllowed, type UploadFormatSettings } from '@suite-ui/core';
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';

const seed = JSON.parse(readFileSync(path.join(__dirname, '../../fixtures/data/upload.json'), 'utf8')) as {
  settings: Record<string, unknown>;
};

const BLACK = { sysFormatWhitesEnable: false, sysFormatWhites: '', sysFormatBlacks: 'exe;bat;htaccess' };
const WHITE = { sysFormatWhitesEnable: true, sysFormatWhites: 'jpg;tar.gz', sysFormatBlacks: '' };

let black: RunningFixtureServer;
let white: RunningFixtureServer;
beforeAll(async () => {
  const serve = (settings: Record<string, unknown>) =>
    startFixtureServer({
      seedOverrides: { upload: { ...seed, settings: { ...seed.settings, ...settings } } },
    });
  [black, white] = await Promise.all([serve(BLACK), serve(WHITE)]);
});
afterAll(() => Promise.all([black.close(), white.close()]));

const target = (fileName: string) => ({
  fileName,
  fileSize: 4,
  fileMd5: '0123456789abcdef0123456789abcdef',
  chunkSize: 4,
  chunks: 1,
});

/** The server's verdict on a name: its pre-check and (skipping the pre-check) module/upload. */
async function serverAllows(server: RunningFixtureServer, fileName: string): Promise<[boolean, boolean]> {
  const api = createUploadServices({ baseUrl: server.url });
  const refusedForType = (error: unknown) => (error as { details?: { code?: number } }).details?.code === 3;
  const pre = await api.preUploadCheck(target(fileName), new AbortController().signal).then(
    () => true,
    (error: unknown) => !refusedForType(error),
  );
  const stored = await api
    .sendChunk(
      { ...target(fileName), index: 0, body: new Blob(['abcd']) },
      { signal: new AbortController().signal, onProgress: () => undefined },
    )
    .then(
      () => true,
      (error: unknown) => !refusedForType(error),
    );
  return [pre, stored];
}

const IGNORABLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** Every ignorable character of the basic plane that NFKC keeps, and the six. */
const MARKS = [
  ...new Set([
    '\u180e',
    '\u3164',
    '\ufe0f',
    '\u034f',
    '\u115f',
    '\u{e0020}',
    ...Array.from({ length: 0x10000 }, (_, code) => String.fromCodePoint(code)).filter(
      (char) =>
        !(char >= '\ud800' && char <= '\udfff') &&
        char !== '\u0000' &&
        IGNORABLE.test(char) &&
        char.normalize('NFKC') === char,
    ),
  ]),
];

describe('upload names: the fake backend and core judge alike (issue 35)', () => {
  it.each([
    ['.htaccess', false],
    ['..htaccess', false],
    ['.HTACCESS.', false],
    ['.exe', false],
    ['..exe', false],
    ['...exe', false],
    ['.\uff45\uff58\uff45', false],
    ['a.ex\u180ee', false],
    ['a.exe\u3164', false],
    ['a.ex\ufe0fe', false],
    ['a.e\u034fxe', false],
    ['a.exe\u115f', false],
    ['a.exe\u{e0020}', false],
    ['.gitignore', true],
    ['.hidden.txt', true],
    ['report.docx', true],
  ])('black list exe;bat;htaccess: %j allowed %p', async (name, allowed) => {
    expect(isFormatAllowed(name, BLACK)).toBe(allowed);
    expect(await serverAllows(black, name)).toEqual([allowed, allowed]);
  });

  it.each([
    ['a.jpg', true],
    ['.hidden.jpg', true],
    ['a.tar.gz', true],
    ['.jpg', false],
    ['..jpg', false],
    ['a.jp\u180eg', true],
    ['a.exe', false],
    ['.exe', false],
    ['a.jpg\u{e0020}.exe', false],
  ])('white list jpg;tar.gz: %j allowed %p', async (name, allowed) => {
    expect(isFormatAllowed(name, WHITE)).toBe(allowed);
    expect(await serverAllows(white, name)).toEqual([allowed, allowed]);
  });

  it(`strips each of ${MARKS.length} ignorable characters as core does`, async () => {
    const settings = (await createUploadServices({
      baseUrl: black.url,
    }).fetchSettings()) as UploadFormatSettings;
    const api = createUploadServices({ baseUrl: black.url });
    const differ: string[] = [];
    for (let from = 0; from < MARKS.length; from += 24) {
      await Promise.all(
        MARKS.slice(from, from + 24).map(async (mark) => {
          const name = `a.ex${mark}e`;
          const pre = await api.preUploadCheck(target(name), new AbortController().signal).then(
            () => true,
            () => false,
          );
          if (pre !== isFormatAllowed(name, settings) || pre) differ.push(mark.codePointAt(0)!.toString(16));
        }),
      );
    }
    expect(differ).toEqual([]);
    expect(MARKS.length).toBeGreaterThan(100);
  });
});
