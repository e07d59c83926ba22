// Colours both skins theme antd and antd-mobile with, so text meets WCAG AA (4.5:1) by default:
// the libraries' own defaults give secondary text and primary-on-white only 3–4:1.

/** The accessible default palette; hosts may override it through the skins' providers. */
export const accessiblePalette = {
  /** Primary brand blue, one shade darker than antd's #1677ff: white text on it, and it on white, pass AA. */
  primary: '#0958d9',
  /** Secondary text (descriptions, list headers, group titles): 62% black instead of 45%. */
  textSecondary: 'rgba(0, 0, 0, 0.62)',
  /** antd-mobile's "weak" text, #999 by default. */
  textWeak: '#666666',
  /** Error and festival red (antd's #ff4d4f and antd-mobile's #ff3141 give 3.3–3.6:1). */
  danger: '#cf1322',
  /** Success and solar-term green (antd's #52c41a gives 2.3:1). */
  success: '#237804',
  /** Filled rating stars, one yellow on both skins (antd's #fadb14; antd-mobile's own is #ffd21e). */
  star: '#fadb14',
  /** Warning text (masked content, live warnings): antd's gold and antd-mobile's #ff8f1f give 2–3:1. */
  warning: '#ad4e00',
} as const;

/**
 * The same roles for a dark theme (antd's #141414 containers, antd-mobile's #1a1a1a background):
 * light tints keep text at AA on dark surfaces; `primary` stays a fill that white text passes on,
 * `link` is the primary colour as text.
 */
export const accessibleDarkPalette = {
  primary: '#69b1ff',
  link: '#69b1ff',
  /** Text on a primary or danger fill: the light fills of a dark theme take dark text (4.5:1 and more). */
  textOnFill: '#000000',
  /** Selected rows and menu items: dark enough that the primary colour reads on it. */
  primaryBg: '#111d2c',
  /** Text on the dark grey of tooltips. */
  textOnSpotlight: '#ffffff',
  textSecondary: 'rgba(255, 255, 255, 0.65)',
  textWeak: '#a6a6a6',
  danger: '#ff7875',
  success: '#73d13d',
  star: '#fadb14',
  warning: '#ffc069',
} as const;

type Rgba = [number, number, number, number];

/** Parses `#rgb`, `#rrggbb` or `rgba(r, g, b, a)` / `rgb(r, g, b)`. */
export function parseColor(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1] as string;
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  if (fn) {
    const [r = 0, g = 0, b = 0, a = 1] = (fn[1] as string).split(',').map((part) => Number(part.trim()));
    return [r, g, b, a];
  }
  throw new Error(`not a colour: ${color}`);
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of `foreground` (alpha composited) over an opaque `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColor(background);
  const [r, g, b, a] = parseColor(foreground);
  const blended: Rgba = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a), 1];
  const [light, dark] = [luminance(blended), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
