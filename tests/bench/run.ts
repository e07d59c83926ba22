// `npm run bench` in tests: every tests/bench/*.bench.ts (pass a name part to run one).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBenchFiles } from '../../core/bench/harness';

await runBenchFiles(path.dirname(fileURLToPath(import.meta.url)));
