// md5 throughput of the upload's two hashing paths against node:crypto's md5 on the same 256 MB
// buffer (target: hash-wasm at 0.7x or better), and the extra memory the chunked, read-ahead
// hashing of a 256 MB Blob holds at its peak (target: at most two 50 MB chunks).
import { createHash, randomFillSync } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createMd5, hashBlob, type Md5Engine } from '../src/dom/upload';
import { MD5_CHUNK_SIZE } from '../src/upload';
import { measure, report } from './harness';

const MB = 1024 * 1024;
const SIZE = 256 * MB;
const buffer = new Uint8Array(SIZE);
// random bytes in 64 KB pieces (randomFillSync refuses more at once)
for (let at = 0; at < SIZE; at += 65536) randomFillSync(buffer, at, 65536);

const pieces = (step: number) => {
  const out: Uint8Array[] = [];
  for (let at = 0; at < SIZE; at += step) out.push(buffer.subarray(at, Math.min(SIZE, at + step)));
  return out;
};
const chunks = pieces(MD5_CHUNK_SIZE);
const expected = createHash('md5').update(buffer).digest('hex');

function nodeMd5(): string {
  const hash = createHash('md5');
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

async function ourMd5(engine: Md5Engine): Promise<string> {
  const md5 = await createMd5(engine);
  for (const chunk of chunks) md5.update(chunk);
  return md5.digest();
}

for (const engine of ['wasm', 'spark'] as const) {
  if ((await ourMd5(engine)) !== expected) throw new Error(`${engine} md5 differs from node:crypto`);
}

// one 256 MB pass is a whole operation: a short minimum gives one timed pass after the warm-up
const peer = await measure('node:crypto md5', nodeMd5, 1500);
const wasm = await measure('hash-wasm (primary)', () => ourMd5('wasm'), 1500);
const spark = await measure('spark-md5 (no WebAssembly)', () => ourMd5('spark'), 1);
report('md5 of 256 MB in 50 MB chunks', [peer, wasm, spark], peer);
console.table(
  [peer, wasm, spark].map((row) => ({ task: row.name, 'MB/s': Math.round((SIZE / MB) * row.opsPerSecond) })),
);

// Peak extra memory of hashBlob on 256 MB: ArrayBuffer bytes above the baseline, sampled after every
// step with garbage collected first, so it counts what the hashing holds alive. "file-like" reads
// each slice into one new buffer, as a browser's File does; node's own Blob gathers a slice in
// pieces and joins them, holding a slice twice while it reads, so it is shown beside.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const fileLike = {
  size: SIZE,
  slice: (start: number, end: number) => ({ arrayBuffer: async () => buffer.slice(start, end).buffer }),
} as unknown as Blob;

async function peakExtra(source: Blob): Promise<number> {
  gc();
  const baseline = process.memoryUsage().arrayBuffers;
  let peak = 0;
  const result = await hashBlob(source, {
    chunkSize: MD5_CHUNK_SIZE,
    onProgress: () => {
      gc();
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - baseline);
    },
  });
  if (result.md5 !== expected) throw new Error('hashBlob md5 differs from node:crypto');
  return peak;
}

const budget = 2 * MD5_CHUNK_SIZE;
const rows = [
  { source: 'file-like (one buffer per slice read)', bytes: await peakExtra(fileLike) },
  { source: "node's Blob", bytes: await peakExtra(new Blob([buffer])) },
];
console.log(
  `\n## hashBlob of 256 MB in 50 MB chunks, reading ahead: peak extra memory (budget two chunks, ${budget / MB} MB)`,
);
console.table(
  rows.map(({ source, bytes }) => ({
    source,
    MB: Number((bytes / MB).toFixed(1)),
    'x of two chunks': Number((bytes / budget).toFixed(2)),
  })),
);
