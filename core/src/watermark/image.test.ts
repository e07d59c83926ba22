import { watermarkImageUrl } from '.';
import { isSafeImageUrl } from './internal';

// built at run time so lint's no-script-url does not flag the attack strings themselves
const SCRIPT_URL = ['javascript', 'alert(1)'].join(':');

describe('watermarkImageUrl (spec 7)', () => {
  it.each([
    [
      'a file id in the JSON form',
      { wmImg: '{"fileId":"123"}' },
      '/api/file/preview?fileId=123&type=redirect',
    ],
    [
      'a list in the JSON form',
      { wmImg: '[{"fileId":"77","name":"logo.png"}]' },
      '/api/file/preview?fileId=77&type=redirect',
    ],
    ['an id key', { wmImg: '{"id":5}' }, '/api/file/preview?fileId=5&type=redirect'],
    ['a bare number', { wmImg: '88' }, '/api/file/preview?fileId=88&type=redirect'],
    ['a bare token', { wmImg: 'f_ab-9' }, '/api/file/preview?fileId=f_ab-9&type=redirect'],
    ['an object already parsed', { wmImg: { fileId: 'x' } }, '/api/file/preview?fileId=x&type=redirect'],
    ['mobile', { wmImg: '{"fileId":"1"}', mobile: true }, '/api/app/file/preview?fileId=1&type=redirect'],
    ['login-free', { wmImg: '{"fileId":"1"}', loginFree: true }, '/papi/file/preview?fileId=1&type=redirect'],
    [
      'login-free on mobile',
      { wmImg: '{"fileId":"1"}', loginFree: true, mobile: true },
      '/papi/app/file/preview?fileId=1&type=redirect',
    ],
    [
      'a session id',
      { wmImg: '{"fileId":"1"}', sessionId: 's 1&x' },
      '/api/file/preview?fileId=1&type=redirect&sessionId=s+1%26x',
    ],
    [
      'an id needing escapes',
      { wmImg: '{"fileId":"a&b=c"}' },
      '/api/file/preview?fileId=a%26b%3Dc&type=redirect',
    ],
  ])('turns %s into the preview address', (_, options, expected) => {
    expect(watermarkImageUrl(options)).toBe(expected);
  });

  it.each([
    ['https://cdn.example.com/wm.png'],
    ['/static/wm.png'],
    ['//cdn.example.com/wm.png'],
    ['images/wm.png'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['{"url":"https://cdn.example.com/a.png"}'],
  ])('uses the url %p as given', (wmImg) => {
    const expected = wmImg.startsWith('{') ? 'https://cdn.example.com/a.png' : wmImg;
    expect(watermarkImageUrl({ wmImg, sessionId: 'ignored' })).toBe(expected);
  });

  it.each([
    [SCRIPT_URL],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['vbscript:msgbox'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    [`{"url":"${SCRIPT_URL}"}`],
  ])('refuses the unsafe url %p', (wmImg) => {
    expect(watermarkImageUrl({ wmImg })).toBeNull();
  });

  it.each([[''], ['   '], [null], [undefined], ['{"name":"no id"}'], ['[]'], ['{broken'], [{}], [true]])(
    'gives null for %p',
    (wmImg) => {
      expect(watermarkImageUrl({ wmImg })).toBeNull();
    },
  );

  it('accepts http, https and blob urls and relative paths', () => {
    expect(isSafeImageUrl('http://a/b.png')).toBe(true);
    expect(isSafeImageUrl('blob:https://a/1')).toBe(true);
    expect(isSafeImageUrl('a/b.png')).toBe(true);
  });
});
