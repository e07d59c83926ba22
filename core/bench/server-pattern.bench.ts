// Server patterns (issue 35): the worst a pattern that is allowed to run costs on hostile values at
// its input cap (the degree-3 pattern at 300 characters, a degree-1 one at 100 000), against the
// peer a tab froze on: native RegExp running `^(a+)+$` on 22 characters (it doubles with each one
// more). The unit tests check that these finish; the milliseconds are reported here.
import { compileServerPattern, testServerPattern } from '../src/shared/server-pattern';
import { hostileValues } from '../test/hostile-values';
import { measure, report } from './harness';

const NESTED = /^(a+)+$/;
const peer = await measure('native RegExp ^(a+)+$ on 22 characters (peer)', () =>
  NESTED.test(`${'a'.repeat(21)}!`),
);

const worst = (pattern: string) => {
  const values = hostileValues(compileServerPattern(pattern).maxInput);
  return () => values.forEach((value) => testServerPattern(pattern, value));
};

const rows = [
  peer,
  await measure('^\\d+\\d+\\d+x$ (degree 3), 6 hostile values at its cap', worst('^\\d+\\d+\\d+x$')),
  await measure('\\d+\\d+x (degree 2), 6 hostile values at its cap', worst('\\d+\\d+x')),
  await measure(
    '^[\\w.+-]+@[\\w-]+\\.[\\w.-]+$, 6 hostile values at its cap',
    worst('^[\\w.+-]+@[\\w-]+\\.[\\w.-]+$'),
  ),
  await measure('^(a+)+$ refused before it runs', () => testServerPattern('^(a+)+$', `${'a'.repeat(60)}!`)),
];
report('server patterns on hostile values (target: every allowed pattern faster than the peer)', rows, peer);
