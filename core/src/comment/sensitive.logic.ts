import AhoCorasick, { type Match } from 'modern-ahocorasick';
import type { HighlightSegment, SensitiveHit } from './comment.types';

/**
 * Lower-cases each UTF-16 unit on its own, keeping the length: Latin letters (ASCII and the
 * accented ranges) fold, anything whose lower case is longer (İ) or that is a surrogate stays.
 * Equal lengths keep the matcher's indices valid for the original text.
 */
function foldCase(text: string): string {
  let folded = '';
  let changed = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text[i] as string;
    const code = unit.charCodeAt(0);
    let lower = unit;
    if (code >= 0x41 && code <= 0x5a) lower = String.fromCharCode(code + 32);
    else if (code >= 0xc0 && code < 0x0250) {
      const candidate = unit.toLowerCase();
      if (candidate.length === 1) lower = candidate;
    }
    if (lower !== unit) changed = true;
    folded += lower;
  }
  return changed ? folded : text;
}

const STREAM_SLICE = 1024;

interface SensitiveMatcher {
  matcher: AhoCorasick<string>;
}

// One compiled dictionary per word list: a list is usually fetched once and matched on every key press.
const matchers = new WeakMap<readonly string[], SensitiveMatcher>();

function matcherFor(words: readonly string[]): SensitiveMatcher {
  const cached = matchers.get(words);
  if (cached) return cached;
  const byFolded = new Map<string, string>();
  for (const word of words) {
    if (typeof word !== 'string') continue;
    const trimmed = word.trim();
    if (trimmed === '') continue;
    const folded = foldCase(trimmed);
    if (!byFolded.has(folded)) byFolded.set(folded, trimmed);
  }
  const built = {
    matcher: new AhoCorasick<string>([...byFolded].map(([pattern, data]) => ({ pattern, data }))),
  };
  matchers.set(words, built);
  return built;
}

/**
 * Every occurrence of the words in `text`, overlapping ones included (spec 6: the per-user
 * sensitive-word list), sorted by start then end. Indices are JavaScript string indices, `end`
 * exclusive; Latin letters match whatever their case. Aho–Corasick (modern-ahocorasick): time grows
 * with the text and the hits, not with the number of words.
 */
export function findSensitiveHits(text: string, words: readonly string[]): SensitiveHit[] {
  if (text === '' || words.length === 0) return [];
  const { matcher } = matcherFor(words);
  const folded = foldCase(text);
  const hits: SensitiveHit[] = [];
  const take = (matches: readonly Match<string>[]) => {
    for (const match of matches)
      hits.push({ start: match.start, end: match.end, word: match.data ?? match.pattern });
  };
  // Fed in slices: V8's Intl.Segmenter (which the matcher uses for grapheme boundaries) copies the
  // whole input per segment, so one long text costs quadratic time; the stream keeps it linear.
  const stream = matcher.createStream();
  for (let at = 0; at < folded.length; at += STREAM_SLICE)
    take(stream.write(folded.slice(at, at + STREAM_SLICE)));
  take(stream.finish());
  return hits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Cuts `text` into pieces marked hit or not (overlapping hits make one marked piece), so a skin
 * renders text with marks and never HTML. Hits outside the text are ignored.
 */
export function highlightSegments(text: string, hits: readonly SensitiveHit[]): HighlightSegment[] {
  const ranges = hits
    .map((hit) => ({ start: Math.max(0, hit.start), end: Math.min(text.length, hit.end), word: hit.word }))
    .filter((hit) => hit.end > hit.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const segments: HighlightSegment[] = [];
  let at = 0;
  let index = 0;
  while (index < ranges.length) {
    const first = ranges[index] as (typeof ranges)[number];
    let end = first.end;
    const words = [first.word];
    index++;
    while (index < ranges.length && (ranges[index] as (typeof ranges)[number]).start < end) {
      const next = ranges[index] as (typeof ranges)[number];
      end = Math.max(end, next.end);
      if (!words.includes(next.word)) words.push(next.word);
      index++;
    }
    const start = Math.max(first.start, at);
    if (start > at) segments.push({ text: text.slice(at, start), hit: false, words: [] });
    if (end > start) segments.push({ text: text.slice(start, end), hit: true, words });
    at = Math.max(at, end);
  }
  if (at < text.length || segments.length === 0)
    segments.push({ text: text.slice(at), hit: false, words: [] });
  return segments;
}

/** Characters of context shown on each side of a hit in the highlight panel. */
export const HIT_CONTEXT_CHARS = 12;

/** A hit in its context, as the highlight panel lists it. */
export interface SensitiveHitInContext {
  word: string;
  start: number;
  before: string;
  match: string;
  after: string;
}

/** Each hit with a little text on both sides (ellipses where the text goes on). */
export function hitsInContext(
  text: string,
  hits: readonly SensitiveHit[],
  around = HIT_CONTEXT_CHARS,
): SensitiveHitInContext[] {
  return hits.map((hit) => {
    const from = Math.max(0, hit.start - around);
    const to = Math.min(text.length, hit.end + around);
    return {
      word: hit.word,
      start: hit.start,
      before: (from > 0 ? '…' : '') + text.slice(from, hit.start),
      match: text.slice(hit.start, hit.end),
      after: text.slice(hit.end, to) + (to < text.length ? '…' : ''),
    };
  });
}
