import {
  COORDINATE_SYSTEMS,
  convertCoordinate,
  coordinateSystemFor,
  formatCoordinate,
  mapTileLayer,
  safeTileTemplate,
  type CoordinateSystem,
} from '.';

const SCRIPT_TEMPLATE = ['java', 'script:{z}{x}{y}'].join(''); // split: a script URL on purpose
const TIANANMEN_WGS84: [number, number] = [116.391264, 39.907359];

describe('COORDINATE_SYSTEMS and coordinateSystemFor (spec 9)', () => {
  it('lists the five systems', () => {
    expect(COORDINATE_SYSTEMS).toEqual(['WGS84', 'GCJ02', 'BD09', 'BD09MC', 'EPSG3857']);
  });

  it.each([
    ['google', 'WGS84'],
    ['baidu', 'BD09'],
    ['amap', 'GCJ02'],
    ['gaode', 'GCJ02'],
    ['tencent', 'GCJ02'],
    ['xyz', 'GCJ02'],
    ['anything', 'GCJ02'],
  ])('%s draws in %s', (provider, system) => {
    expect(coordinateSystemFor(provider)).toBe(system);
  });
});

describe('convertCoordinate', () => {
  it.each([
    // about 600 m east and 150 m north in GCJ02, another 650 m in BD09 (published offsets near Beijing)
    ['WGS84', 'GCJ02', [116.3975, 39.9087]],
    ['WGS84', 'BD09', [116.4039, 39.915]],
    // spherical mercator: x = R·λ, y = R·ln(tan(π/4 + φ/2))
    [
      'WGS84',
      'EPSG3857',
      [
        6378137 * ((116.391264 * Math.PI) / 180),
        6378137 * Math.log(Math.tan(Math.PI / 4 + (39.907359 * Math.PI) / 360)),
      ],
    ],
  ] as const)('moves Beijing from WGS84 to %s', (_from, to, expected) => {
    const [x, y] = convertCoordinate(TIANANMEN_WGS84, 'WGS84', to);
    const digits = to === 'EPSG3857' ? 0 : 3;
    expect(x).toBeCloseTo(expected[0], digits);
    expect(y).toBeCloseTo(expected[1], digits);
  });

  const pairs = COORDINATE_SYSTEMS.flatMap((from) => COORDINATE_SYSTEMS.map((to) => [from, to] as const));
  it.each(pairs)('round trip %s → %s → back stays within a metre in China', (from, to) => {
    const start = convertCoordinate(TIANANMEN_WGS84, 'WGS84', from);
    const back = convertCoordinate(convertCoordinate(start, from, to), to, from);
    const tolerance = from === 'BD09MC' || from === 'EPSG3857' ? 1 : 1e-5; // 1 m or ~1 m in degrees
    expect(Math.abs(back[0] - start[0])).toBeLessThan(tolerance);
    expect(Math.abs(back[1] - start[1])).toBeLessThan(tolerance);
  });

  it('outside China WGS84 and GCJ02 are the same point, as gcoord has it', () => {
    const paris: [number, number] = [2.2945, 48.8584];
    expect(convertCoordinate(paris, 'WGS84', 'GCJ02')).toEqual(paris);
    expect(convertCoordinate(paris, 'GCJ02', 'WGS84')).toEqual(paris);
  });

  it('gives the same point back, as a copy, when both systems are the same', () => {
    const result = convertCoordinate(TIANANMEN_WGS84, 'BD09', 'BD09');
    expect(result).toEqual(TIANANMEN_WGS84);
    expect(result).not.toBe(TIANANMEN_WGS84);
  });

  it.each([
    [undefined, /needs a point/],
    [null, /needs a point/],
    [[116], /expected a point/],
    [[116, 39, 0], /expected a point/],
    ['116,39', /expected a point/],
    [[Number.NaN, 39], /two finite numbers/],
    [['116', 39], /two finite numbers/],
    [[200, 39], /outside longitude/],
    [[116, -95], /outside longitude/],
  ])('throws a clear error for the point %p (spec 8)', (point, message) => {
    expect(() => convertCoordinate(point as never, 'WGS84', 'GCJ02')).toThrow(message);
  });

  it('takes metres in BD09MC and EPSG3857', () => {
    expect(() => convertCoordinate([12956806, 4852220], 'EPSG3857', 'WGS84')).not.toThrow();
  });

  it.each([
    ['WGS85', 'GCJ02', /Unsupported source coordinate system "WGS85"; expected one of WGS84/],
    ['WGS84', 'baidu', /Unsupported target coordinate system "baidu"/],
    ['CGCS2000', 'CGCS2000', /Unsupported source coordinate system "CGCS2000"/],
    [undefined, 'WGS84', /Unsupported source coordinate system "undefined"/],
  ])('throws for the unsupported systems %s → %s, also when both are the same', (from, to, message) => {
    expect(() =>
      convertCoordinate(TIANANMEN_WGS84, from as CoordinateSystem, to as CoordinateSystem),
    ).toThrow(message);
  });
});

describe('safeTileTemplate (refuses unsafe tile addresses)', () => {
  it.each([
    '/api/map/tiles/{z}/{x}/{y}.svg',
    'https://tiles.example.com/{z}/{x}/{y}.png',
    'http://{s}.tile.example.com/{z}/{x}/{y}.png?lang=zh',
    'https://rt{s}.map.gtimg.com/tile?z={z}&x={x}&y={-y}',
  ])('accepts %s', (template) => {
    expect(safeTileTemplate(template)).toBe(template);
  });

  it.each([
    ['java', 'script:alert(1)//{z}/{x}/{y}'].join(''),
    'data:image/svg+xml,{z}{x}{y}',
    '//evil.example.com/{z}/{x}/{y}.png',
    'https://user:pass@tiles.example.com/{z}/{x}/{y}.png',
    'https://tiles.example.com/{z}/{x}.png',
    'https://tiles.example.com/{z}/{x}/{y}/{token}.png',
    'https://tiles.example.com/{z}/{x}/{y}.png" onerror="alert(1)',
    'https://tiles.example.com/ {z}/{x}/{y}.png',
    'ftp://tiles.example.com/{z}/{x}/{y}.png',
    '',
    42,
  ])('refuses %p', (template) => {
    expect(safeTileTemplate(template)).toBeNull();
  });
});

describe('mapTileLayer', () => {
  it('takes the host template in the provider system', () => {
    expect(mapTileLayer('baidu', '/tiles/{z}/{x}/{y}.svg')).toMatchObject({
      url: '/tiles/{z}/{x}/{y}.svg',
      system: 'BD09',
    });
  });

  it('falls back to the provider public tiles, and has none for baidu or an unsafe template', () => {
    expect(mapTileLayer('amap')).toMatchObject({ system: 'GCJ02', subdomains: '1234' });
    expect(mapTileLayer('google')?.system).toBe('WGS84');
    expect(mapTileLayer('baidu')).toBeNull();
    expect(mapTileLayer('amap', SCRIPT_TEMPLATE)).toBeNull();
  });
});

it('formatCoordinate shows degrees with six decimals and metres with two', () => {
  expect(formatCoordinate([116.3912641, 39.9], 'WGS84')).toBe('116.391264, 39.900000');
  expect(formatCoordinate([12956806.345, 4852220.4], 'EPSG3857')).toBe('12956806.35, 4852220.40');
});
