// The A–Z index of the mobile people and organisation picker (issue 38): each row under the
// letter of its name's pinyin (Latin names by their first letter), '#' for anything else.

/** The index's letters in order; `#` gathers names that start with neither a letter nor a Chinese character. */
export const INDEX_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** Browser types whose mobile page lists its rows under an A–Z index: people and organisation units. */
export const INDEXED_BROWSER_TYPES: readonly string[] = ['resource', 'department', 'subcompany'];

/**
 * Whether the mobile page of a browser of `type` shows the A–Z index: for people and organisation
 * units while no keyword is typed (a search's answers keep the server's order, best match first).
 */
export function indexesByLetter(type: string, keyword = ''): boolean {
  return INDEXED_BROWSER_TYPES.includes(type) && keyword.trim() === '';
}

/**
 * The index letter for a name whose first character reads `initial` (the pinyin initial of a
 * Chinese character, or the character itself): A–Z, else `#`.
 */
export function indexLetterOf(initial: string): string {
  const letter = initial.trim().charAt(0).toUpperCase();
  return letter >= 'A' && letter <= 'Z' ? letter : '#';
}

/** One letter's rows, in the order they came. */
export interface IndexGroup<T> {
  letter: string;
  items: T[];
}

/**
 * The items under their letters, letters in A–Z order then `#`, items in their own order within a
 * letter; letters without items are left out.
 */
export function groupByIndexLetter<T>(items: readonly T[], letterOf: (item: T) => string): IndexGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = indexLetterOf(letterOf(item));
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return INDEX_LETTERS.flatMap((letter) => {
    const group = groups.get(letter);
    return group ? [{ letter, items: group }] : [];
  });
}
