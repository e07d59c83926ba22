// Regular expressions a server sends (form rules' `pattern`, the secret period's format) run on what
// the user types. JavaScript's backtracking engine can take exponential time on some of them
// (`^(a+)+$` froze the tab for seconds at 29 characters), so a server pattern is read first and run
// only when its worst case is small: no backreferences, no repeated group that holds a quantifier
// or an alternation (the nesting that backtracks exponentially), at most three unbounded
// quantifiers in a row of backtracking (polynomial time, bounded by capping the input's length).
// What is refused is told to the user (the feature's catalogue message) rather than run.
// No engine is loaded for it: a linear-time RE2 port weighs about 46 KB gzipped, more than the
// features that need it.

/** How a server pattern judged a value. */
export type ServerPatternResult =
  /** The value matches. */
  | 'match'
  /** The value does not match. */
  | 'mismatch'
  /** The pattern could take too long on some input, so it is not run. */
  | 'unsafe'
  /** The value is longer than this pattern can be run on in good time. */
  | 'tooLong'
  /** The pattern is not a regular expression. */
  | 'invalid';

/** A server pattern read and judged once. */
export interface ServerPattern {
  /** The compiled expression, or null when the pattern is invalid or unsafe. */
  regex: RegExp | null;
  /** Why it does not run, if it does not. */
  refused?: 'invalid' | 'unsafe';
  /** The longest value it is run on. */
  maxInput: number;
}

/** A quantifier whose upper bound is above this counts as unbounded. */
const UNBOUNDED = 64;
/** A repeated group holding a quantifier or an alternation may repeat at most this often. */
const MAX_NESTED_REPEAT = 8;
/** Most unbounded quantifiers one match attempt may backtrack across (the polynomial's degree). */
const MAX_DEGREE = 3;
/** The longest value by degree: each keeps a failing match under a few million steps. */
const MAX_INPUT_BY_DEGREE = [100_000, 100_000, 4_000, 300];

class Unsafe extends Error {}

const capped = (ways: number) => Math.min(ways, MAX_WAYS + 1);

interface Part {
  /** Unbounded quantifiers in it (not counting lookarounds, which JavaScript does not re-enter). */
  unbounded: number;
  /** It holds a quantifier or an alternation. */
  branching: boolean;
  /**
   * How many ways its bounded choices can be taken (alternatives add, a sequence multiplies, `x{1,3}`
   * is three): the backtracking a failing match may try at one place, e.g. `a?` 20 times is 2^20.
   */
  ways: number;
}

/** Most ways a pattern's bounded choices may be taken. */
const MAX_WAYS = 100_000;

/** A recursive-descent reader of the JavaScript pattern syntax (no flags) that measures the worst case. */
class PatternReader {
  private at = 0;
  /** Unbounded quantifiers inside each lookaround. */
  readonly lookarounds: number[] = [];
  topAlternation = false;

  constructor(private readonly source: string) {}

  read(): Part {
    const part = this.alternatives(true);
    if (this.at < this.source.length) throw new Unsafe('unbalanced');
    return part;
  }

  private alternatives(top = false): Part {
    const part = this.sequence();
    while (this.source[this.at] === '|') {
      this.at += 1;
      if (top) this.topAlternation = true;
      const next = this.sequence();
      part.unbounded = Math.max(part.unbounded, next.unbounded);
      part.branching = true;
      part.ways = capped(part.ways + next.ways);
    }
    return part;
  }

  private sequence(): Part {
    const part: Part = { unbounded: 0, branching: false, ways: 1 };
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atom = this.atom();
      const quantifier = this.quantifier();
      let ways = atom.part.ways;
      if (quantifier) {
        if (atom.lookaround) throw new Unsafe('quantified lookaround');
        const { min, max } = quantifier;
        if (max > 1 && (atom.part.unbounded > 0 || (atom.part.branching && max > MAX_NESTED_REPEAT)))
          throw new Unsafe('nested quantifier');
        part.branching = true;
        if (max > UNBOUNDED) part.unbounded += 1;
        else ways = capped(ways ** max * (max - min + 1));
      }
      part.ways = capped(part.ways * ways);
      if (part.ways > MAX_WAYS) throw new Unsafe('too many ways');
      part.unbounded += atom.part.unbounded;
      part.branching ||= atom.part.branching;
    }
    return part;
  }

  private atom(): { part: Part; lookaround: boolean } {
    const plain = { part: { unbounded: 0, branching: false, ways: 1 }, lookaround: false };
    const char = this.source[this.at];
    if (char === '\\') {
      const next = this.source[this.at + 1];
      // a backreference makes matching NP-hard
      if (next !== undefined && /[1-9]/.test(next)) throw new Unsafe('backreference');
      if (next === 'k' && this.source[this.at + 2] === '<') throw new Unsafe('backreference');
      this.at += 2;
      return plain;
    }
    if (char === '[') {
      this.at += 1;
      if (this.source[this.at] === '^') this.at += 1;
      while (this.at < this.source.length && this.source[this.at] !== ']')
        this.at += this.source[this.at] === '\\' ? 2 : 1;
      this.at += 1;
      return plain;
    }
    if (char === '(') {
      const head = /^\((\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>|[a-z-]*:))?/.exec(this.source.slice(this.at));
      const opener = head?.[1] ?? '';
      this.at += 1 + opener.length;
      const lookaround = /^\?(?:[=!]|<[=!])$/.test(opener);
      const part = this.alternatives();
      if (this.source[this.at] !== ')') throw new Unsafe('unbalanced');
      this.at += 1;
      if (lookaround) {
        this.lookarounds.push(part.unbounded);
        return { part: { unbounded: 0, branching: part.branching, ways: 1 }, lookaround };
      }
      return { part, lookaround };
    }
    this.at += 1;
    return plain;
  }

  private quantifier(): { min: number; max: number } | null {
    const char = this.source[this.at];
    let min = 0;
    let max: number;
    if (char === '*' || char === '+') {
      min = char === '+' ? 1 : 0;
      max = Infinity;
      this.at += 1;
    } else if (char === '?') {
      max = 1;
      this.at += 1;
    } else {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!braces) return null;
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity;
      this.at += braces[0].length;
    }
    if (this.source[this.at] === '?') this.at += 1;
    return { min, max: Math.max(min, max) };
  }
}

/** The polynomial degree of a pattern's worst case, or null when it may take exponential time. */
function worstCaseDegree(source: string): number | null {
  try {
    const reader = new PatternReader(source);
    const main = reader.read();
    // an unanchored pattern is tried from every position of the value: one more factor
    const anchored = source.startsWith('^') && !reader.topAlternation;
    const start = anchored ? 0 : 1;
    return Math.max(
      main.unbounded + start,
      ...reader.lookarounds.map((inner) => inner + main.unbounded + start),
    );
  } catch (error) {
    if (error instanceof Unsafe) return null;
    throw error;
  }
}

const cache = new Map<string, ServerPattern>();

function compiled(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/**
 * Reads a pattern a server sent: compiled (no flags) when it is valid and its worst case is small,
 * with the longest value it may run on; refused (`invalid` or `unsafe`) otherwise.
 */
export function compileServerPattern(source: string): ServerPattern {
  const known = cache.get(source);
  if (known) return known;
  const regex = compiled(source);
  const degree = regex ? worstCaseDegree(source) : null;
  let result: ServerPattern;
  if (!regex) result = { regex: null, refused: 'invalid', maxInput: 0 };
  else if (degree === null || degree > MAX_DEGREE) result = { regex: null, refused: 'unsafe', maxInput: 0 };
  else result = { regex, maxInput: MAX_INPUT_BY_DEGREE[degree] ?? 0 };
  if (cache.size > 500) cache.clear();
  cache.set(source, result);
  return result;
}

/** Runs a server pattern on a value when that is safe, and says how it went. */
export function testServerPattern(source: string, value: string): ServerPatternResult {
  const pattern = compileServerPattern(source);
  if (!pattern.regex) return pattern.refused ?? 'invalid';
  if (value.length > pattern.maxInput) return 'tooLong';
  return pattern.regex.test(value) ? 'match' : 'mismatch';
}
