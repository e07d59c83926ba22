import { ApiError } from '..';
import {
  BASE_UPLOAD_MAX_KB,
  base64ImageProblem,
  baseUploadLimitKB,
  createUploadServices,
  isBusinessRef,
  parseDocNames,
  parseDocReference,
  parseImageDataUrl,
  remoteUrlOf,
  remoteUrlProblem,
  sourceKey,
} from '.';
import { downloadUrlOf } from './upload.connect';
import { parseUploadedFile } from './internal';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (data: unknown) => json({ status: true, code: 200, msg: '', data });

function fakeFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { fn, calls };
}

// built at run time so lint's no-script-url does not flag the attack string itself
const SCRIPT_URL = ['java', 'script:alert(1)'].join('');

// a 1×1 PNG
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('remote download address', () => {
  it.each([
    ['https://files.example.com/a/report.pdf', 'https://files.example.com/a/report.pdf'],
    ['  http://files.example.com/x.txt ', 'http://files.example.com/x.txt'],
  ])('takes %s', (input, url) => expect(remoteUrlOf(input)).toBe(url));

  it.each([
    [SCRIPT_URL],
    ['data:text/plain,hi'],
    ['/api/file/dl?fileId=1'],
    ['//evil.example/x'],
    ['ftp://files.example.com/x'],
    ['https://user:pw@files.example.com/x'],
    ['https://files.example.com/a b'],
  ])('refuses %s as unsafe', (input) => {
    expect(remoteUrlOf(input)).toBeUndefined();
    expect(remoteUrlProblem(input)).toBe('unsafe');
  });

  it('tells an empty address apart', () => expect(remoteUrlProblem('  ')).toBe('empty'));
});

describe('base upload picture', () => {
  it('reads a png data URL with its size in KB', () => {
    const image = parseImageDataUrl(PNG);
    expect(image?.contentType).toBe('image/png');
    expect(image?.base64.startsWith('iVBOR')).toBe(true);
    expect(image?.sizeKB).toBe(Buffer.from(image?.base64 ?? '', 'base64').length / 1024);
  });

  it.each([
    ['another type', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['text', 'data:text/html;base64,PGI+aGk8L2I+'],
    ['no base64', 'data:image/png,abc'],
    ['broken base64', 'data:image/png;base64,abc'],
    ['an empty picture', 'data:image/png;base64,'],
  ])('refuses %s', (_case, dataUrl) => {
    expect(parseImageDataUrl(dataUrl)).toBeUndefined();
    expect(base64ImageProblem(dataUrl)).toBe('type');
  });

  it('keeps to 2 MB, or the smaller system limit', () => {
    expect(baseUploadLimitKB()).toBe(BASE_UPLOAD_MAX_KB);
    expect(baseUploadLimitKB({ sysMaxSingleUploadSize: 1 })).toBe(1024);
    expect(baseUploadLimitKB({ sysMaxSingleUploadSize: 50 })).toBe(2048);
    const big = `data:image/png;base64,${'A'.repeat(4 * Math.ceil((2049 * 1024) / 3))}`;
    expect(base64ImageProblem(big)).toBe('tooLarge');
    expect(base64ImageProblem(PNG, { sysMaxSingleUploadSize: 1 })).toBeUndefined();
  });
});

describe('source key', () => {
  it('is a path-safe key, new each time', () => {
    const a = sourceKey();
    expect(a).toMatch(/^src-[\w-]{8,60}$/);
    expect(sourceKey()).not.toBe(a);
    expect(sourceKey(() => '../x/<y>')).toBe('src-xy');
  });
});

describe('business download', () => {
  it('goes through business/dl with the record, and through dl without one', () => {
    const business = { module: 'task', businessId: 't-1' };
    expect(downloadUrlOf({ fileId: '7' }, business)).toBe(
      '/api/file/business/dl?fileId=7&module=task&businessId=t-1',
    );
    expect(downloadUrlOf({ fileId: '7', mobile: true }, business)).toBe(
      '/api/app/file/business/dl?fileId=7&module=task&businessId=t-1',
    );
    expect(downloadUrlOf({ fileId: '7' })).toBe('/api/file/dl?fileId=7');
  });

  it('ignores a malformed record', () => {
    for (const bad of [
      { module: 'a&b', businessId: '1' },
      { module: 'task' },
      { module: 'x', businessId: '' },
    ]) {
      expect(isBusinessRef(bad)).toBe(false);
      expect(downloadUrlOf({ fileId: '7' }, bad as never)).toBe('/api/file/dl?fileId=7');
    }
  });
});

describe('document of a referenced file', () => {
  it('reads getInfoByRefOrDoc answers, bare or wrapped, with ids as numbers or texts', () => {
    expect(parseDocReference({ docId: 12, docName: ' 年度报告 ', folderName: '财务' })).toEqual({
      docId: '12',
      name: '年度报告',
      folderName: '财务',
    });
    expect(parseDocReference({ doc: { id: 'd-1', name: 'x' } })).toEqual({ docId: 'd-1', name: 'x' });
    expect(parseDocReference({ name: 'no id' })).toBeUndefined();
    expect(parseDocReference('d-1')).toBeUndefined();
  });

  it('keeps names to plain text of 200 characters', () => {
    const ref = parseDocReference({ docId: 'd', name: `a\u202Eb\u0000${'x'.repeat(300)}`, folderName: 7 });
    expect(ref?.name).toBe(`ab${'x'.repeat(198)}`);
    expect(ref?.folderName).toBeUndefined();
  });

  it('reads queryDocName lists and drops entries without an id', () => {
    expect(parseDocNames([{ docId: 'a', name: 'A' }, { name: 'B' }, null])).toEqual([
      { docId: 'a', name: 'A' },
    ]);
    expect(parseDocNames({ list: [{ id: 3, name: 'C' }] })).toEqual([{ docId: '3', name: 'C' }]);
    expect(parseDocNames('x')).toEqual([]);
  });

  it('reads refId and docId of a file entry only when they are ids', () => {
    expect(parseUploadedFile({ fileId: '1', refId: 'r-1', docId: 9 })).toMatchObject({
      refId: 'r-1',
      docId: '9',
    });
    const odd = parseUploadedFile({ fileId: '1', refId: '../x', docId: {} });
    expect(odd?.refId).toBeUndefined();
    expect(odd?.docId).toBeUndefined();
  });
});

describe('createUploadServices file sources', () => {
  const entry = { fileId: 'f-9', name: 'r.pdf', size: 3 };

  it('posts a remote download under its key and reads the stored file', async () => {
    const { fn, calls } = fakeFetch(() => ok(entry));
    const file = await createUploadServices({ fetch: fn }).uploadFromUrl(' https://files.example.com/r.pdf', {
      key: 'src-key-0001',
    });
    expect(file).toEqual(entry);
    expect(calls[0]?.url).toBe('/api/file/remotedownload/src-key-0001/upload/true');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ url: 'https://files.example.com/r.pdf' });
  });

  it('sends nothing for an unsafe address, and refuses an answer without a file', async () => {
    const { fn, calls } = fakeFetch(() => ok({ url: 'x' }));
    const api = createUploadServices({ fetch: fn });
    await expect(api.uploadFromUrl(SCRIPT_URL)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(0);
    await expect(api.uploadFromUrl('https://files.example.com/r.pdf')).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('posts a base upload without the data URL head', async () => {
    const { fn, calls } = fakeFetch(() => ok(entry));
    const api = createUploadServices({ fetch: fn, flags: { mobile: true } });
    await api.uploadBase64(PNG, 'paste.png', { key: 'src-key-0002' });
    expect(calls[0]?.url).toBe('/api/app/file/base/upload/src-key-0002');
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(body).toMatchObject({ fileName: 'paste.png', contentType: 'image/png' });
    expect(body.base64.startsWith('iVBOR')).toBe(true);
    await expect(api.uploadBase64('data:text/html;base64,PGI+', 'x')).rejects.toMatchObject({
      kind: 'malformed',
    });
    expect(calls).toHaveLength(1);
  });

  it('asks for the document by reference and the names of the documents asked for only', async () => {
    let answer: unknown = { docId: 'd-1', name: '报告' };
    const { fn, calls } = fakeFetch(() => ok(answer));
    const api = createUploadServices({ fetch: fn });
    expect(await api.docOfFile({ refId: 'r-1' })).toEqual({ docId: 'd-1', name: '报告' });
    expect(calls[0]?.url).toBe('/api/file/getInfoByRefOrDoc?refId=r-1');
    expect(await api.docOfFile({})).toBeUndefined();
    answer = [
      { docId: 'd-1', name: 'A' },
      { docId: 'other', name: 'B' },
    ];
    expect(await api.docNames(['d-1', 'd-1', 'd-2'])).toEqual([{ docId: 'd-1', name: 'A' }]);
    expect(calls[1]?.url).toBe('/api/doc/folders/queryDocName?docIds=d-1%2Cd-2');
    expect(await api.docNames([])).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});
