// The pinyin side of the A–Z index, in a module of its own: pinyin-pro is large, so a page loads
// it only when a picker shows the index (useIndexLetters imports this module on demand).
import { pinyin } from 'pinyin-pro';

/**
 * The initial a name is indexed by: its first character's pinyin initial (a person's surname read
 * as a surname: 曾 is z, 单 is s), or the character itself when it is not Chinese.
 */
export function nameInitial(name: string, person: boolean): string {
  const text = name.trim();
  if (!text) return '';
  const [first] = pinyin(text, {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
    ...(person ? { surname: 'head' as const } : {}),
  });
  return first ?? '';
}
