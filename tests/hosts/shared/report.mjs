// A host's check keeps its figures in <host>/.report.json for run.mjs's summary, and fails (exit 1)
// after printing every problem it found.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export function createReport(hostDir) {
  const figures = {};
  const problems = [];
  return {
    figures,
    problems,
    /** Records a figure and prints it. */
    figure(name, value) {
      figures[name] = value;
      console.log(`  ${name}: ${value}`);
    },
    problem(text) {
      problems.push(text);
      console.log(`  PROBLEM ${text}`);
    },
    /** Times an async step into the figures as "<name> s". */
    async time(name, step) {
      const started = performance.now();
      try {
        return await step();
      } finally {
        this.figure(`${name} (s)`, ((performance.now() - started) / 1000).toFixed(1));
      }
    },
    finish() {
      writeFileSync(path.join(hostDir, '.report.json'), JSON.stringify({ figures, problems }, null, 2));
      if (problems.length) {
        console.log(`\n${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
        process.exitCode = 1;
      } else console.log('\nall checks passed');
    },
  };
}
