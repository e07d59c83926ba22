// A user's personal match words (spec 6 "a per-user matching list", spec 7
// queryPersonalMatchWords / updatePersonalMatchWords): the words they search by often, kept by the
// server per user and offered by the quick-search box as they type.

/** The most words one list holds (the spec gives none; the suite backend's limit). */
export const MATCH_WORDS_MAX = 100;
/** The longest word (the spec gives none; the suite backend's limit). */
export const MATCH_WORD_MAX_LENGTH = 50;
/** The most words the quick-search box offers at once. */
export const MATCH_WORD_SUGGESTIONS_MAX = 8;

/** Why a word was not added. */
export type MatchWordProblem = 'empty' | 'tooLong' | 'duplicate' | 'full';

/** The list with `raw` added (trimmed, at the end), or why it cannot be. */
export function addMatchWord(
  words: readonly string[],
  raw: string,
): { ok: true; words: string[] } | { ok: false; problem: MatchWordProblem } {
  const word = raw.trim();
  if (word === '') return { ok: false, problem: 'empty' };
  if (Array.from(word).length > MATCH_WORD_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  if (words.includes(word)) return { ok: false, problem: 'duplicate' };
  if (words.length >= MATCH_WORDS_MAX) return { ok: false, problem: 'full' };
  return { ok: true, words: [...words, word] };
}

/** Checks an untrusted answer: trimmed non-empty strings, each once, at most the list's size. */
export function parseMatchWords(raw: readonly unknown[]): string[] {
  const words: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const word = item.trim();
    if (word === '' || Array.from(word).length > MATCH_WORD_MAX_LENGTH || words.includes(word)) continue;
    words.push(word);
    if (words.length === MATCH_WORDS_MAX) break;
  }
  return words;
}

/**
 * The words the quick-search box offers for what is typed: every word while the box is empty,
 * else the words containing the keyword (any case), the keyword itself left out; at most 8.
 */
export function matchWordSuggestions(words: readonly string[], keyword: string): string[] {
  const typed = keyword.trim().toLowerCase();
  const found =
    typed === ''
      ? [...words]
      : words.filter((word) => {
          const lower = word.toLowerCase();
          return lower !== typed && lower.includes(typed);
        });
  return found.slice(0, MATCH_WORD_SUGGESTIONS_MAX);
}
