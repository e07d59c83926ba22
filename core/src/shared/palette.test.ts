import { accessibleDarkPalette, accessiblePalette, contrastRatio, parseColor } from './palette';

const AA = 4.5;
const surfaces = { white: '#ffffff', 'page grey': '#f5f5f5', 'selected blue tint': '#e6f4ff' };

describe('accessible palette', () => {
  it.each(Object.entries(surfaces))('keeps secondary and weak text at AA on %s', (_name, surface) => {
    expect(contrastRatio(accessiblePalette.textSecondary, surface)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(accessiblePalette.textWeak, surface)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(accessiblePalette.primary, surface)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(accessiblePalette.danger, surface)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(accessiblePalette.success, surface)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps white text on the primary colour at AA', () => {
    expect(contrastRatio('#ffffff', accessiblePalette.primary)).toBeGreaterThanOrEqual(AA);
  });

  it("improves on the libraries' defaults, which fail AA", () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeLessThan(AA);
    expect(contrastRatio('#999999', '#ffffff')).toBeLessThan(AA);
    expect(contrastRatio('#ffffff', '#1677ff')).toBeLessThan(AA);
  });
});

describe('accessible dark palette', () => {
  const darkSurfaces = {
    'antd container': '#141414',
    'antd-mobile background': '#1a1a1a',
    'antd elevated': '#1f1f1f',
  };
  it.each(Object.entries(darkSurfaces))('keeps text colours at AA on %s', (_name, surface) => {
    for (const role of ['link', 'textSecondary', 'textWeak', 'danger', 'success', 'warning'] as const)
      expect(contrastRatio(accessibleDarkPalette[role], surface)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps text on the primary and danger fills at AA, and the primary colour on its selected tint', () => {
    expect(
      contrastRatio(accessibleDarkPalette.textOnFill, accessibleDarkPalette.primary),
    ).toBeGreaterThanOrEqual(AA);
    expect(
      contrastRatio(accessibleDarkPalette.textOnFill, accessibleDarkPalette.danger),
    ).toBeGreaterThanOrEqual(AA);
    expect(
      contrastRatio(accessibleDarkPalette.primary, accessibleDarkPalette.primaryBg),
    ).toBeGreaterThanOrEqual(AA);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('rejects what is not a colour', () => {
    expect(() => parseColor('blue')).toThrow('not a colour');
  });
});
