import { ApiError, setLocale } from '..';
import { UploadErrorType, canDownloadFile, checkFiles, fileUrl, formatFileSize, isFormatAllowed } from '.';
import {
  apiPrefix,
  chunkCount,
  chunkRange,
  classifyUploadFailure,
  confirmedBytes,
  dropBelowSecretLevel,
  effectiveMaxSize,
  fileExtension,
  fileExtensions,
  isRetryable,
  nextChunkToSend,
  normalizeFileName,
  parseFormatList,
  percentOf,
  readFlag,
  uploadIssue,
} from './internal';

const MB = 1024 * 1024;

beforeEach(() => setLocale('en_US'));
afterAll(() => setLocale('zh_CN'));

describe('UploadErrorType (spec 4)', () => {
  it('carries the suite codes', () => {
    expect(UploadErrorType).toEqual({
      TooMany: 1,
      TooLarge: 2,
      ForbiddenType: 3,
      TotalTooLarge: 4,
      Cancelled: 5,
      ZeroSize: 7,
      SecretLevelFailed: 8,
      SensitiveWord: 300,
      NetworkInterrupted: -1,
      Silent: -2,
      ApiError: -3,
      ChecksumReadFailed: -4,
    });
  });
});

describe('formatFileSize (spec 9)', () => {
  it.each([
    [0, '0B'],
    [-5, '0B'],
    [Number.NaN, '0B'],
    [1, '1B'],
    [1023, '1023B'],
    [1024, '1.00KB'],
    [1536, '1.50KB'],
    [MB - 1, '1024.00KB'],
    [MB, '1.00MB'],
    [8.25 * MB, '8.25MB'],
    [1024 * MB, '1.00GB'],
    [3.5 * 1024 * MB, '3.50GB'],
    [5000 * 1024 * MB, '5000.00GB'],
  ])('%p bytes → %p', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });
});

describe('fileExtension', () => {
  it.each([
    ['report.pdf', 'pdf'],
    ['Report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['trailing.EXE. ', 'exe'],
    ['dots...', ''],
    ['README', ''],
    // issue 35: a leading-dot name's extension is the part after the dot
    ['.bashrc', 'bashrc'],
    ['..jpg', 'jpg'],
    ['.htaccess', 'htaccess'],
    ['.', ''],
    ['...', ''],
    ['a.php\u0000.jpg', 'php'],
    ['a.php%00.jpg', 'php'],
    ['a.\uff50\uff48\uff50', 'php'],
    ['a.php\u200b', 'php'],
    ['a.php::$DATA', 'php'],
    ['', ''],
  ])('%p → %p', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('parseFormatList', () => {
  it('splits on comma and semicolon, trims, lower-cases and drops dots and stars', () => {
    expect(parseFormatList(' PDF; .docx,*.TXT ;; xls. ')).toEqual(['pdf', 'docx', 'txt', 'xls']);
    expect(parseFormatList('*.*')).toEqual(['*']);
    expect(parseFormatList('*')).toEqual(['*']);
    expect(parseFormatList(null)).toEqual([]);
  });
});

describe('normalizeFileName (issue 14: judge the name the server stores)', () => {
  it.each([
    ['a.php\u0000.jpg', 'a.php'],
    ['a.php%00.jpg', 'a.php'],
    ['a.php\uff05\uff10\uff10.jpg', 'a.php'],
    ['a.\uff50\uff48\uff50', 'a.php'],
    ['a\uff0ephp', 'a.php'],
    ['a.php\u200b', 'a.php'],
    ['a.p\u200dh\ufeffp', 'a.php'],
    ['a\u202egpj.php', 'agpj.php'],
    ['a.php\u0007', 'a.php'],
    ['a.php::$DATA', 'a.php'],
    ['a.php:stream:$DATA', 'a.php'],
    ['a.php. . ', 'a.php'],
    ['报告.docx', '报告.docx'],
  ])('%j → %j', (name, normalised) => {
    expect(normalizeFileName(name)).toBe(normalised);
  });

  it('lists every extension a name ends with', () => {
    expect(fileExtensions('a.TAR.gz')).toEqual(['gz', 'tar.gz']);
    expect(fileExtensions('.jpg')).toEqual(['jpg']);
    expect(fileExtensions('.tar.gz')).toEqual(['gz', 'tar.gz']);
    expect(fileExtensions('Makefile')).toEqual([]);
  });
});

describe('dotfiles and ignorable characters (issue 35)', () => {
  const blacks = (list: string) => ({ sysFormatWhitesEnable: false, sysFormatBlacks: list });
  it.each([
    ['.htaccess', 'htaccess'],
    ['..htaccess', 'htaccess'],
    ['.HTACCESS', 'htaccess'],
    ['.htaccess.', 'htaccess'],
    ['.exe', 'exe'],
    ['..exe', 'exe'],
    ['...exe', 'exe'],
    ['.\uff45\uff58\uff45', 'exe'],
    ['.tar.gz', 'gz'],
  ])('the black list %s blocks %j', (name, list) => {
    expect(isFormatAllowed(name, blacks(list))).toBe(false);
    expect(checkFiles([{ name, size: 1 }], { settings: blacks(list) })[0]?.type).toBe(
      UploadErrorType.ForbiddenType,
    );
  });

  it.each(['.gitignore', '.hidden.jpg', 'a.jpg'])('the black list exe passes %j', (name) => {
    expect(isFormatAllowed(name, blacks('exe'))).toBe(true);
  });

  // default-ignorable characters the fake backend's re-check lacked (and others of the class)
  it.each([
    '\u180e',
    '\u3164',
    '\ufe0f',
    '\u034f',
    '\u115f',
    '\u{e0020}',
    '\u2066',
    '\u{1bca0}',
    '\u{e01ef}',
  ])('%j inside or after the extension is ignored', (mark) => {
    expect(normalizeFileName(`a.ex${mark}e${mark}`)).toBe('a.exe');
    expect(isFormatAllowed(`a.ex${mark}e`, blacks('exe'))).toBe(false);
    expect(isFormatAllowed(`a.exe${mark}`, blacks('exe'))).toBe(false);
  });
});

describe('readFlag (issue 14: true-ish forms are on, unreadable is undefined)', () => {
  it.each([true, 1, '1', 'true', 'TRUE', 'True', ' y ', 'Y', 'yes', 'on', '\uff54\uff52\uff55\uff45'])(
    '%p is on',
    (flag) => expect(readFlag(flag)).toBe(true),
  );
  it.each([false, 0, '0', 'false', 'FALSE', 'n', 'no', 'off', '', null, undefined])('%p is off', (flag) =>
    expect(readFlag(flag)).toBe(false),
  );
  it.each(['maybe', 2, {}, [], 'enabled?'])('%p is unreadable', (flag) =>
    expect(readFlag(flag)).toBeUndefined(),
  );
});

describe('isFormatAllowed against bypasses (issue 14)', () => {
  const blacks = { sysFormatWhitesEnable: false, sysFormatBlacks: 'php;exe' };
  const whites = { sysFormatWhitesEnable: true, sysFormatWhites: 'jpg' };
  it.each([
    'a.php\u0000.jpg',
    'a.php%00.jpg',
    'a.\uff50\uff48\uff50',
    'a.php\u200b',
    'a.php::$DATA',
    'a.php:x:$DATA',
    'a.php:x',
    'a.php:x.jpg',
    'a.PHP. ',
  ])('the black list blocks %j', (name) => {
    expect(isFormatAllowed(name, blacks)).toBe(false);
  });
  it.each(['a.php%00.jpg', 'a.php\u0000.jpg', '.jpg', '..jpg', 'a.jpg::$DATA.php'])(
    'the white list jpg blocks %j',
    (name) => {
      expect(isFormatAllowed(name, whites)).toBe(false);
    },
  );
  it.each(['a.jpg', 'A.JPG', 'a.\uff4a\uff50\uff47', '.hidden.jpg'])(
    'the white list jpg passes %j',
    (name) => {
      expect(isFormatAllowed(name, whites)).toBe(true);
    },
  );

  it('matches entries of several parts', () => {
    const tarGz = { sysFormatWhitesEnable: true, sysFormatWhites: 'tar.gz' };
    expect(isFormatAllowed('a.tar.gz', tarGz)).toBe(true);
    expect(isFormatAllowed('a.TAR.GZ', tarGz)).toBe(true);
    expect(isFormatAllowed('a.gz', tarGz)).toBe(false);
    expect(isFormatAllowed('a.tar.gz', { sysFormatBlacks: '.tar.gz' })).toBe(false);
    expect(isFormatAllowed('a.gz', { sysFormatBlacks: 'tar.gz' })).toBe(true);
  });

  it.each(['true', 'TRUE', 'y', 'Y', 'yes', 'on', '1', 1])('reads sysFormatWhitesEnable %p as on', (flag) => {
    const settings = { sysFormatWhitesEnable: flag, sysFormatWhites: 'jpg', sysFormatBlacks: '' };
    expect(isFormatAllowed('a.exe', settings)).toBe(false);
    expect(isFormatAllowed('a.jpg', settings)).toBe(true);
  });

  it('fails closed on an unreadable setting', () => {
    // a flag that is neither on nor off: the white list rules
    expect(isFormatAllowed('a.exe', { sysFormatWhitesEnable: 'maybe', sysFormatWhites: 'jpg' })).toBe(false);
    // a list that is not text: the white list passes nothing, the black list blocks everything
    const broken = { toString: () => 'jpg' } as unknown as string;
    expect(isFormatAllowed('a.jpg', { sysFormatWhitesEnable: true, sysFormatWhites: broken })).toBe(false);
    expect(isFormatAllowed('a.pdf', { sysFormatBlacks: broken })).toBe(false);
    // a list of texts is read
    expect(isFormatAllowed('a.exe', { sysFormatBlacks: ['exe'] })).toBe(false);
    expect(isFormatAllowed('a.pdf', { sysFormatBlacks: ['exe'] })).toBe(true);
  });

  it('names the normalised extension in the refusal', () => {
    expect(checkFiles([{ name: 'a.php%00.jpg', size: 1 }], { settings: blacks })).toEqual([
      { type: 3, message: 'php files are forbidden to upload' },
    ]);
    expect(checkFiles([{ name: 'b.tar.gz', size: 1 }], { settings: { sysFormatBlacks: 'tar.gz' } })).toEqual([
      { type: 3, message: 'tar.gz files are forbidden to upload' },
    ]);
  });
});

describe('isFormatAllowed (spec 5)', () => {
  const whites = (list: string) => ({
    sysFormatWhitesEnable: true,
    sysFormatWhites: list,
    sysFormatBlacks: 'pdf',
  });
  const blacks = (list: string) => ({
    sysFormatWhitesEnable: false,
    sysFormatWhites: 'doc',
    sysFormatBlacks: list,
  });

  it.each([
    ['white list passes a listed extension', 'a.pdf', whites('pdf;docx')],
    ['white list compares case-insensitively', 'A.PDF', whites('Pdf')],
    ['white list trims trailing dots and spaces of the name', 'a.docx. .', whites('pdf,docx')],
    ['white list * allows all', 'a.exe', whites('*')],
    ['white list *.* allows all', 'a.exe', whites('png;*.*')],
    ['white list * allows a name without extension', 'Makefile', whites('*')],
    ['black list passes an unlisted extension', 'a.pdf', blacks('exe;bat')],
    ['black list passes a name without extension', 'Makefile', blacks('exe')],
    ['an empty black list passes everything', 'a.exe', blacks('')],
    ["'1' switches the white list on", 'a.png', { sysFormatWhitesEnable: '1', sysFormatWhites: 'png' }],
  ])('%s', (_rule, name, settings) => {
    expect(isFormatAllowed(name, settings)).toBe(true);
  });

  it.each([
    ['white list blocks an unlisted extension', 'a.exe', whites('pdf;docx')],
    ['white list blocks a name without extension unless *', 'Makefile', whites('pdf')],
    ['white list blocks a bare trailing dot', 'Makefile.', whites('pdf')],
    ['an enabled but empty white list passes nothing', 'a.pdf', whites('')],
    ['black list blocks a listed extension', 'a.EXE', blacks('exe;bat')],
    ['black list blocks after trimming trailing dots', 'a.exe...', blacks('exe')],
    ['black list * blocks all', 'a.pdf', blacks('*')],
    ['black list *.* blocks all', 'Makefile', blacks('*.*')],
    [
      "'0' leaves the black list in charge",
      'a.exe',
      { sysFormatWhitesEnable: '0', sysFormatWhites: 'exe', sysFormatBlacks: 'exe' },
    ],
  ])('%s', (_rule, name, settings) => {
    expect(isFormatAllowed(name, settings)).toBe(false);
  });
});

describe('checkFiles (spec 8)', () => {
  const file = (name: string, size: number) => ({ name, size });

  it('passes files within every limit', () => {
    expect(
      checkFiles([file('a.pdf', 10), file('b.pdf', 10)], { maxCount: 2, maxSize: 1, totalMaxSize: 1 }),
    ).toEqual([undefined, undefined]);
  });

  it('refuses a whole selection that would go over maxCount, counting what the field holds (issue 14)', () => {
    const tooMany = { type: 1, message: 'File count cannot exceed 2' };
    const three = [file('a.pdf', 1), file('b.pdf', 1), file('c.pdf', 1)];
    expect(checkFiles(three, { maxCount: 2 })).toEqual([tooMany, tooMany, tooMany]);
    expect(checkFiles(three.slice(0, 2), { maxCount: 2, existing: { count: 1, size: 1 } })).toEqual([
      tooMany,
      tooMany,
    ]);
    expect(checkFiles(three.slice(0, 2), { maxCount: 3, existing: { count: 1, size: 1 } })).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('counts every file of the selection, even those refused for another reason', () => {
    const result = checkFiles([file('a.exe', 1), file('b.pdf', 1)], {
      maxCount: 1,
      settings: { sysFormatBlacks: 'exe' },
    });
    expect(result.map((issue) => issue?.type)).toEqual([1, 1]);
    expect(
      checkFiles([file('a.exe', 1)], { maxCount: 1, settings: { sysFormatBlacks: 'exe' } })[0]?.type,
    ).toBe(3);
  });

  it.each([
    ['item limit smaller', 2, 5, 2],
    ['system limit smaller', 10, 5, 5],
    ['only the item limit', 3, undefined, 3],
    ['only the system limit', undefined, 4, 4],
    ['zero means no limit', 0, 6, 6],
  ])('uses the smaller single-file limit (%s)', (_case, maxSize, sysMax, expected) => {
    const settings = { sysMaxSingleUploadSize: sysMax };
    const [over] = checkFiles([file('a.pdf', expected * MB + 1)], { maxSize, settings });
    const [at] = checkFiles([file('a.pdf', expected * MB)], { maxSize, settings });
    expect(over).toEqual({ type: 2, message: `File size cannot exceed ${expected}MB` });
    expect(at).toBeUndefined();
    expect(effectiveMaxSize(maxSize, settings)).toBe(expected);
  });

  it('names the forbidden extension when known', () => {
    const settings = { sysFormatWhitesEnable: true, sysFormatWhites: 'pdf' };
    expect(checkFiles([file('a.EXE', 1), file('LICENSE', 1)], { settings })).toEqual([
      { type: 3, message: 'exe files are forbidden to upload' },
      { type: 3, message: 'This file type is forbidden' },
    ]);
  });

  it("applies the field's own accept list on top of the system lists", () => {
    const result = checkFiles([file('a.png', 1), file('a.pdf', 1)], { accept: ['png', 'jpg'] });
    expect(result.map((issue) => issue?.type)).toEqual([undefined, 3]);
  });

  it('rejects a file that takes the running total over totalMaxSize', () => {
    const result = checkFiles([file('a.pdf', MB), file('b.pdf', MB), file('c.pdf', 1)], {
      totalMaxSize: 2,
      existing: { count: 0, size: 1 },
    });
    expect(result).toEqual([undefined, { type: 4, message: 'Total file size cannot exceed 2MB' }, undefined]);
  });

  it('rejects empty files', () => {
    expect(checkFiles([file('a.pdf', 0)])).toEqual([{ type: 7, message: 'File size cannot be 0' }]);
  });

  it('checks count before size, size before type, type before total, total before zero size', () => {
    const options = {
      maxCount: 1,
      maxSize: 1,
      totalMaxSize: 1,
      settings: { sysFormatBlacks: 'exe' },
      existing: { count: 0, size: MB },
    };
    expect(checkFiles([file('a.exe', 2 * MB)], { ...options, maxCount: 0 })[0]?.type).toBe(2);
    expect(
      checkFiles([file('a.exe', 2 * MB)], { ...options, existing: { count: 1, size: 0 } })[0]?.type,
    ).toBe(1);
    expect(checkFiles([file('a.exe', 1)], options)[0]?.type).toBe(3);
    expect(checkFiles([file('a.pdf', 1)], options)[0]?.type).toBe(4);
    expect(checkFiles([file('a.pdf', 0)], { ...options, existing: { count: 0, size: 0 } })[0]?.type).toBe(7);
  });

  it('speaks the current locale', () => {
    setLocale('zh_CN');
    expect(checkFiles([file('a.pdf', 0)])[0]?.message).toBe('文件大小不能为0');
  });
});

describe('upload messages (spec 8)', () => {
  it.each([
    [UploadErrorType.Cancelled, 'Upload cancelled'],
    [UploadErrorType.SensitiveWord, 'Sensitive word detected'],
    [UploadErrorType.SecretLevelFailed, 'Secret level check failed, please upload again'],
    [UploadErrorType.NetworkInterrupted, 'Upload interrupted, network abnormal'],
    [UploadErrorType.ApiError, 'API error, please retry'],
    [UploadErrorType.ChecksumReadFailed, 'MD5 parse failed, file read error'],
    [UploadErrorType.Silent, ''],
  ])('type %p says %p', (type, message) => {
    expect(uploadIssue(type)).toEqual({ type, message });
  });
});

describe('classifyUploadFailure', () => {
  const api = (kind: ApiError['kind'], message = '', code?: number) =>
    new ApiError(kind, message, { url: '/x', code });

  it.each([
    ['a lost connection', api('network'), -1, 'Upload interrupted, network abnormal'],
    ['a time-out', api('timeout'), -1, 'Upload interrupted, network abnormal'],
    ['an aborted call', api('aborted'), 5, 'Upload cancelled'],
    ['a refusal with code 8', api('server', 'level', 8), 8, 'Secret level check failed, please upload again'],
    ['a refusal with code 300', api('server', 'word', 300), 300, 'Sensitive word detected'],
    ['another refusal, with its message', api('server', 'Disk full', 500), -3, 'Disk full'],
    ['another refusal, without a message', api('server', '', 500), -3, 'Upload failed'],
    ['an HTTP error', api('http', 'HTTP 502'), -3, 'API error, please retry'],
    ['a malformed answer', api('malformed'), -3, 'API error, please retry'],
    ['anything else', new TypeError('boom'), -3, 'Upload failed'],
  ])('maps %s', (_case, error, type, message) => {
    expect(classifyUploadFailure(error)).toEqual({ type, message });
  });

  it('lets retries cure only transient failures', () => {
    expect([5, -1, -3, -4].every((type) => isRetryable(type as UploadErrorType))).toBe(true);
    expect([1, 2, 3, 4, 7, 8, 300, -2].some((type) => isRetryable(type as UploadErrorType))).toBe(false);
  });
});

describe('canDownloadFile (spec 6)', () => {
  const settings = { sysFormatBlacks: 'exe' };
  const base = { name: 'a.pdf', options: ['download'], fileStatus: 0 };

  it.each([
    ['the option offered as a string', base],
    ['the option offered as a record', { ...base, options: [{ id: 'preview' }, { id: 'download' }] }],
    ['the option offered by key', { ...base, options: [{ key: 'download' }] }],
    ['status 0 and no status', { name: 'a.pdf', options: [{ type: 'download' }] }],
    ['status 3', { ...base, fileStatus: 3 }],
    ['ban false', { ...base, ban: false }],
  ])('allows %s', (_case, entry) => {
    expect(canDownloadFile(entry, settings)).toBe(true);
  });

  it.each([
    ['no options', { name: 'a.pdf' }],
    ['no download option', { ...base, options: ['rename'] }],
    ['a ban', { ...base, ban: true }],
    ['fileStatus 1', { ...base, fileStatus: 1 }],
    ['fileStatus 2', { ...base, fileStatus: 2 }],
    ["fileStatus '2' as text", { ...base, fileStatus: '2' as unknown as number }],
    ['a black-listed name', { ...base, name: 'a.EXE' }],
  ])('refuses %s', (_case, entry) => {
    expect(canDownloadFile(entry, settings)).toBe(false);
  });

  it('follows the white list when it is on', () => {
    expect(canDownloadFile(base, { sysFormatWhitesEnable: true, sysFormatWhites: 'docx' })).toBe(false);
  });
});

describe('fileUrl (spec 7)', () => {
  it.each([
    [{}, '/api/file/module/upload'],
    [{ mobile: true }, '/api/app/file/module/upload'],
    [{ loginFree: true }, '/papi/file/module/upload'],
    [{ mobile: true, loginFree: true }, '/papi/app/file/module/upload'],
  ])('upload URL for %p', (flags, url) => {
    expect(fileUrl('/{api}/file/module/upload', flags)).toBe(url);
  });

  it('fills and encodes the file id', () => {
    expect(fileUrl('/{api}/file/dl?fileId={fileId}', { fileId: 'a b&c', mobile: true })).toBe(
      '/api/app/file/dl?fileId=a%20b%26c',
    );
    expect(fileUrl('/{api}/file/base/upload/{fileId}', { fileId: '42', loginFree: true })).toBe(
      '/papi/file/base/upload/42',
    );
    expect(apiPrefix()).toBe('api');
  });
});

describe('dropBelowSecretLevel (spec 5)', () => {
  const items = [{ id: 1, secretLevel: 1 }, { id: 2, secretLevel: 3 }, { id: 3 }, { id: 4, secretLevel: 2 }];

  it('drops items below the form secret level and keeps those without one', () => {
    expect(dropBelowSecretLevel(items, 2).map((item) => item.id)).toEqual([2, 3, 4]);
  });

  it('keeps everything when the form has no level (or the initial -999)', () => {
    expect(dropBelowSecretLevel(items, undefined)).toHaveLength(4);
    expect(dropBelowSecretLevel(items, -999)).toHaveLength(4);
  });
});

describe('chunk plan', () => {
  it.each([
    [0, 8, 1],
    [1, 8, 1],
    [8, 8, 1],
    [9, 8, 2],
    [17, 8, 3],
  ])('a %p byte file in %p byte chunks takes %p requests', (size, chunk, count) => {
    expect(chunkCount(size, chunk)).toBe(count);
  });

  it('slices chunk ranges and clips the last one', () => {
    expect(chunkRange(0, 20, 8)).toEqual([0, 8]);
    expect(chunkRange(2, 20, 8)).toEqual([16, 20]);
  });

  it('sends the first missing chunk, or the last again when the server has all', () => {
    expect(nextChunkToSend(4, [])).toBe(0);
    expect(nextChunkToSend(4, [0, 1, 3])).toBe(2);
    expect(nextChunkToSend(4, [0, 1, 2, 3])).toBe(3);
  });

  it('counts confirmed bytes once per chunk within the file', () => {
    expect(confirmedBytes([0, 2, 2, 9, -1], 20, 8)).toBe(12);
  });

  it('gives whole percents', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(100);
    expect(percentOf(7, 5)).toBe(100);
  });
});
