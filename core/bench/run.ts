// `npm run bench` in core: every core/bench/*.bench.ts (pass a name part to run one).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBenchFiles } from './harness';

await runBenchFiles(path.dirname(fileURLToPath(import.meta.url)));
