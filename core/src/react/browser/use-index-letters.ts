import { useEffect, useMemo, useState } from 'react';
import { groupByIndexLetter, indexesByLetter, type IndexGroup } from '../../browser/index-letter.logic';

type NameInitial = (name: string, person: boolean) => string;

// pinyin-pro is large: it loads with the first picker that shows the index, never with the page
const loadPinyin = () => import('../../browser/index-letter.pinyin').then((module) => module.nameInitial);

/**
 * The rows of a people or organisation picker under their A–Z letters (by the pinyin of the name),
 * or `null` for other browser types, while a keyword is typed, and until the pinyin data has
 * loaded (show the plain list then).
 */
export function useIndexLetters<T extends { title: string }>(
  rows: readonly T[],
  type: string,
  keyword = '',
): IndexGroup<T>[] | null {
  const indexed = indexesByLetter(type);
  const shown = indexed && indexesByLetter(type, keyword);
  const [initialOf, setInitialOf] = useState<{ read: NameInitial } | null>(null);
  useEffect(() => {
    if (!indexed || initialOf) return;
    let live = true;
    void loadPinyin().then((read) => live && setInitialOf({ read }));
    return () => {
      live = false;
    };
  }, [indexed, initialOf]);
  return useMemo(() => {
    if (!shown || !initialOf) return null;
    const person = type === 'resource';
    return groupByIndexLetter(rows, (row) => initialOf.read(row.title, person));
  }, [shown, initialOf, rows, type]);
}
