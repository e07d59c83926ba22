/**
 * Values that make a backtracking engine try hardest on a pattern: one character repeated up to
 * `maxLength` (a pattern's input cap, at most 100 000) and a last character that fails the match.
 * Shared by the server-pattern tests and their bench row.
 */
export function hostileValues(maxLength: number): string[] {
  const length = Math.min(maxLength, 100_000);
  return ['a', '1', ' ', '.', '@', 'A1a'].map(
    (char) => char.repeat(Math.ceil(length / char.length)).slice(0, length - 1) + '!',
  );
}
