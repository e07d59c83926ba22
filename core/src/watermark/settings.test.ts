import {
  WATERMARK_Z_INDEX,
  normalizeWatermarkSize,
  parseWatermarkSettings,
  watermarkRefreshIntervalMs,
} from '.';
import { watermarkOpacity } from './internal';

describe('parseWatermarkSettings (spec 3, 9)', () => {
  it('fills the spec defaults when the config says nothing', () => {
    expect(parseWatermarkSettings({})).toEqual({
      enabled: { desktop: false, mobile: false },
      kind: 'text',
      text: '',
      image: '',
      rotate: -15,
      opacity: 0.15,
      width: 200,
      height: 150,
      fontSize: 14,
      color: '#000000',
      fontFamily: expect.any(String),
      refresh: false,
      refreshRate: 10,
      refreshIntervalMs: 600_000,
      listMatching: false,
      zIndex: 9999,
    });
  });

  it.each([null, undefined, 'wmUse=1', 42, []])('treats a config of %p as empty', (config) => {
    expect(parseWatermarkSettings(config)).toEqual(parseWatermarkSettings({}));
  });

  it('reads every configured value', () => {
    const settings = parseWatermarkSettings({
      wmUse: '1',
      wmUseMobile: '0',
      wmClassify: 'image',
      wmImg: '{"fileId":"9"}',
      wmText: '{userName} {date}',
      wmRotate: '30',
      wmNoTransparent: '40',
      wmWidth: 320,
      wmHeight: '240',
      wmRefresh: '1',
      wmRefreshRate: '5',
      whitelist: '1',
    });
    expect(settings).toMatchObject({
      enabled: { desktop: true, mobile: false },
      kind: 'image',
      image: '{"fileId":"9"}',
      text: '{userName} {date}',
      rotate: 30,
      opacity: 0.4,
      width: 320,
      height: 240,
      refresh: true,
      refreshRate: 5,
      refreshIntervalMs: 300_000,
      listMatching: true,
      zIndex: WATERMARK_Z_INDEX,
    });
  });

  it.each([
    [{ wmUse: '1' }, true, false],
    [{ wmUse: 1, wmUseMobile: true }, true, true],
    [{ wmUse: '0', wmUseMobile: '1' }, false, true],
    [{ wmUse: 'yes', wmUseMobile: 'on' }, false, false],
  ])('switches %p: desktop %p, mobile %p', (config, desktop, mobile) => {
    expect(parseWatermarkSettings(config).enabled).toEqual({ desktop, mobile });
  });

  it.each([
    ['image', 'image'],
    ['IMAGE', 'image'],
    ['img', 'image'],
    ['text', 'text'],
    [undefined, 'text'],
    [7, 'text'],
  ])('wmClassify %p is a %p watermark', (wmClassify, kind) => {
    expect(parseWatermarkSettings({ wmClassify }).kind).toBe(kind);
  });

  it('keeps a wmImg the host already parsed as its JSON form', () => {
    expect(parseWatermarkSettings({ wmImg: { fileId: 'a' } }).image).toBe('{"fileId":"a"}');
    expect(parseWatermarkSettings({ wmImg: 12 }).image).toBe('12');
  });

  it('keeps a zero rotation and ignores a rotation that is not a number', () => {
    expect(parseWatermarkSettings({ wmRotate: 0 }).rotate).toBe(0);
    expect(parseWatermarkSettings({ wmRotate: 'tilted' }).rotate).toBe(-15);
  });

  it.each([
    ['whitelist on', { whitelist: '1' }, true],
    ['blacklist on', { blacklist: 1 }, true],
    ['both off', { whitelist: '0', blacklist: '' }, false],
  ])('list matching applies with %s', (_, config, expected) => {
    expect(parseWatermarkSettings(config).listMatching).toBe(expected);
  });
});

describe('watermarkOpacity (spec 3: wmNoTransparent is a percent)', () => {
  it.each([
    [undefined, 0.15],
    ['', 0.15],
    ['x', 0.15],
    [0, 0.15],
    [-5, 0.15],
    [15, 0.15],
    ['50', 0.5],
    [100, 1],
    [250, 1],
  ])('%p percent is opacity %p', (percent, opacity) => {
    expect(watermarkOpacity(percent)).toBeCloseTo(opacity, 10);
  });
});

describe('normalizeWatermarkSize (spec 5)', () => {
  it.each([
    [
      'defaults when not positive',
      { width: 0, height: -3 },
      { width: 1000, height: 1000 },
      { width: 200, height: 150 },
    ],
    [
      'defaults when missing or not a number',
      { width: undefined, height: 'big' },
      { width: 1000, height: 1000 },
      { width: 200, height: 150 },
    ],
    ['at least 100', { width: 40, height: 99 }, { width: 1000, height: 1000 }, { width: 100, height: 100 }],
    [
      'keeps sizes in range',
      { width: 300, height: 260 },
      { width: 1000, height: 1000 },
      { width: 300, height: 260 },
    ],
    [
      'capped by the container',
      { width: 300, height: 260 },
      { width: 250, height: 120 },
      { width: 250, height: 120 },
    ],
    [
      'the cap wins over the minimum',
      { width: 150, height: 150 },
      { width: 80, height: 60 },
      { width: 80, height: 60 },
    ],
    [
      'the default is capped too',
      { width: 0, height: 0 },
      { width: 180, height: 100 },
      { width: 180, height: 100 },
    ],
    [
      'an unknown container caps nothing',
      { width: 300, height: 260 },
      { width: 0, height: -1 },
      { width: 300, height: 260 },
    ],
    [
      'numeric strings count',
      { width: '120', height: '130' },
      { width: '1000', height: 1000 },
      { width: 120, height: 130 },
    ],
  ])('%s', (_, size, container, expected) => {
    expect(normalizeWatermarkSize(size, container)).toEqual(expected);
  });
});

describe('watermarkRefreshIntervalMs (spec 5)', () => {
  it.each([
    [undefined, 600_000],
    [null, 600_000],
    ['', 600_000],
    ['soon', 600_000],
    [0, 600_000],
    [1, 60_000],
    ['3', 180_000],
    [0.5, 60_000],
    [-4, 60_000],
    [2.5, 150_000],
    [10, 600_000],
  ])('rate %p gives %p ms', (rate, ms) => {
    expect(watermarkRefreshIntervalMs(rate)).toBe(ms);
  });
});
