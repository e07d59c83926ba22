import { hostileValues } from '../../test/hostile-values';
import { compileServerPattern, testServerPattern } from './server-pattern';

// Patterns whose backtracking worst case is exponential or of a high degree.
const CATASTROPHIC = [
  '^(a+)+$',
  '(a+)+b',
  '^(a*)*$',
  '^(a|a)*$',
  '^(a|aa)+$',
  '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
  '^(\\w+\\s?)*$',
  '^(\\d+)*$',
  '(x+x+)+y',
  '^(?:a+){2,}$',
  '^(a{1,3}){30}$',
  '^((a|b){8}){8}$',
  '^a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?aaaaaaaaaaaaaaaaaaaaa$',
  '^\\d*\\d*\\d*\\d*x$',
  '\\d*\\d*\\d*x',
  '(?=(a+)+b)',
  '^(a)\\1+$',
  '^(?<x>a)\\k<x>$',
  '(?:(?=a)a+)+',
];

// Patterns forms and secret periods really use.
const ORDINARY = [
  '^\\d+$',
  '^1[3-9]\\d{9}$',
  '^[\\u4e00-\\u9fa5]{2,20}$',
  '^[\\w.+-]+@[\\w-]+\\.[\\w.-]+$',
  '^(\\d{1,3}\\.){3}\\d{1,3}$',
  '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,20}$',
  '^(?=.*[0-9])(?=.*[a-zA-Z]).{8,}$',
  '^\\d+(\\.\\d{1,2})?$',
  '^[A-Z]{2}-\\d{4}$',
  '^(长期|\\d+(年|个月|天))$',
  '^\\d{4}-\\d{2}-\\d{2}$',
  '^https?://\\S+$',
  '[a-z]',
  '^(?:0|[1-9]\\d*)$',
  '^[^<>]*$',
];

describe('compileServerPattern (issue 35)', () => {
  it.each(CATASTROPHIC.map((p) => [p]))('refuses %j', (pattern) => {
    expect(compileServerPattern(pattern)).toMatchObject({ regex: null, refused: 'unsafe' });
    expect(testServerPattern(pattern, 'aaaa')).toBe('unsafe');
  });

  it.each(ORDINARY.map((p) => [p]))('runs %j', (pattern) => {
    expect(compileServerPattern(pattern).regex).toBeInstanceOf(RegExp);
  });

  it('says when a pattern is not a regular expression', () => {
    expect(compileServerPattern('(')).toMatchObject({ regex: null, refused: 'invalid' });
    expect(testServerPattern('[', 'x')).toBe('invalid');
  });

  it('matches as RegExp does', () => {
    expect(testServerPattern('^\\d+$', '123')).toBe('match');
    expect(testServerPattern('^\\d+$', '12a')).toBe('mismatch');
    expect(testServerPattern('^(长期|\\d+(年|个月|天))$', '3个月')).toBe('match');
    expect(testServerPattern('^[\\w.+-]+@[\\w-]+\\.[\\w.-]+$', 'a.b@c.cn')).toBe('match');
  });

  it('caps the value by the pattern’s degree', () => {
    expect(testServerPattern('^\\d+$', '1'.repeat(50_000))).toBe('match');
    expect(testServerPattern('^\\d+\\d+x$', '1'.repeat(5_000))).toBe('tooLong');
    expect(testServerPattern('^\\d+\\d+\\d+x$', '1'.repeat(301))).toBe('tooLong');
  });

  // every pattern that runs finishes on its worst inputs up to the cap (an exponential or uncapped
  // polynomial case would run for hours and fail by the test's timeout; the milliseconds are a row
  // of `npm run bench`, not asserted here)
  it.each(
    [...ORDINARY, '^\\d+\\d+\\d+x$', '\\d+\\d+x', '^(ab|cd){8}$', '^a?a?a?a?a?a?a?a?a?a?aaaaaaaaaa$'].map(
      (p) => [p],
    ),
  )('runs %j to the end on hostile values', (pattern) => {
    for (const value of hostileValues(compileServerPattern(pattern).maxInput)) {
      expect(['match', 'mismatch']).toContain(testServerPattern(pattern, value));
    }
  });
});
