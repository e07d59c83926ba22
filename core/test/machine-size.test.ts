// Small charts (issue 37 item 2, STYLE.md): a machine config fits on a screen or two and a connect
// function reads as one; a region or view part that grows becomes a child machine in its own file
// with its own connect<Part>. Measured on prettier-formatted source: a config runs from
// `.createMachine(` to the first `});` at the start of a line, a connect from
// `export function connect…` to the first `}` at the start of a line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MACHINE_LIMIT = 200;
const CONNECT_LIMIT = 150;
const root = join(__dirname, '..', 'src');

/**
 * Configs and connects over the limit today, with their length when listed: the list can only
 * shrink (a listed one that grows past its figure fails; one back under the limit is reported so
 * its entry can go, without failing another engineer's change).
 */
const OVERSIZED: Record<string, number> = {
  'table/table.machine.ts#tableMachine': 288,
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Each measured piece of a file: `file#name` and its length in lines. */
function measure(file: string, source: string): { key: string; lines: number; limit: number }[] {
  const lines = source.split('\n');
  const found: { key: string; lines: number; limit: number }[] = [];
  lines.forEach((line, index) => {
    const connect = /^export function (connect\w*)/.exec(line);
    const machine = line.includes('.createMachine(');
    if (!connect && !machine) return;
    const end = lines.findIndex((l, i) => i > index && (connect ? l === '}' : l.startsWith('});')));
    const length = (end < 0 ? lines.length : end) - index + 1;
    const name = connect
      ? connect[1]
      : (/export const (\w+)/.exec(
          lines
            .slice(0, index + 1)
            .reverse()
            .find((l) => l.startsWith('export const')) ?? '',
        )?.[1] ?? 'machine');
    found.push({ key: `${file}#${name}`, lines: length, limit: connect ? CONNECT_LIMIT : MACHINE_LIMIT });
  });
  return found;
}

const measured = files(root)
  .filter((file) => /\.(machine|connect)\.ts$/.test(file))
  .flatMap((file) => measure(relative(root, file), readFileSync(file, 'utf8')));

describe('machine configs and connect functions stay small', () => {
  it('measures the machines and connects of the features', () => {
    expect(measured.some((m) => m.key.startsWith('comment/comment.machine.ts#'))).toBe(true);
    expect(measured.some((m) => m.key.startsWith('comment/comment.connect.ts#connectComment'))).toBe(true);
  });

  it.each(measured.map((m) => [m.key, m] as const))('%s', (key, m) => {
    const allowed = OVERSIZED[key];
    if (allowed === undefined) expect(m.lines).toBeLessThanOrEqual(m.limit);
    else expect(m.lines).toBeLessThanOrEqual(allowed);
  });

  it('reports listed pieces that are gone or back under their limit', () => {
    const over = new Set(measured.filter((m) => m.lines > m.limit).map((m) => m.key));
    const stale = Object.keys(OVERSIZED).filter((key) => !over.has(key));
    if (stale.length) console.warn(`machine-size: remove from OVERSIZED: ${stale.join(', ')}`);
    expect(over.size).toBeGreaterThan(0);
  });
});
