// A small benchmark harness: run a task for a while, report per-operation figures and ratios
// against a named peer measured in the same run.
import { performance } from 'node:perf_hooks';

export interface Measurement {
  name: string;
  /** Rate of the fastest round: the machine is shared, so the best round is the least disturbed. */
  opsPerSecond: number;
  msPerOp: number;
  samples: number;
}

const ROUNDS = 5;

async function round(task: () => unknown, minMs: number): Promise<{ samples: number; elapsed: number }> {
  let samples = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < minMs || samples === 0) {
    await task();
    samples += 1;
    elapsed = performance.now() - started;
  }
  return { samples, elapsed };
}

/**
 * Runs `task` for about `minMs` in all (after one warm-up call), split into rounds, and returns the
 * best round's rate.
 */
export async function measure(name: string, task: () => unknown, minMs = 1000): Promise<Measurement> {
  await task();
  let bestMsPerOp = Infinity;
  let samples = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const result = await round(task, minMs / ROUNDS);
    samples += result.samples;
    bestMsPerOp = Math.min(bestMsPerOp, result.elapsed / result.samples);
  }
  return { name, samples, msPerOp: bestMsPerOp, opsPerSecond: 1000 / bestMsPerOp };
}

/** Prints a table of measurements with each row's ratio to `peer` (how many times faster). */
export function report(title: string, rows: Measurement[], peer: Measurement): void {
  console.log(`\n## ${title}`);
  console.table(
    rows.map((row) => ({
      task: row.name,
      'ops/s': Math.round(row.opsPerSecond),
      'ms/op': Number(row.msPerOp.toFixed(4)),
      [`x vs ${peer.name}`]: Number((row.opsPerSecond / peer.opsPerSecond).toFixed(2)),
    })),
  );
}

/** Every `*.bench.ts` file in `dir`, run one after another. */
export async function runBenchFiles(dir: string): Promise<void> {
  const { readdirSync } = await import('node:fs');
  const path = await import('node:path');
  const only = process.argv[2];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort()) {
    if (only && !file.includes(only)) continue;
    console.log(`\n# ${file}`);
    await import(path.join(dir, file));
  }
}
