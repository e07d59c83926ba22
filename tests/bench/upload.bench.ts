// In Chromium: md5 of a 256 MB File through the upload's hashing (worker + hash-wasm, page +
// hash-wasm, page + spark-md5) against the browser's own rate of reading the same File in the same
// 50 MB slices (target: 0.5x or better), with hash-wasm over the same bytes already in memory shown
// as the ceiling any reading order can reach; then a 200 MB upload through the fake backend (hash,
// pre-check, chunk check, 8 MB chunks stored, assembled and verified) against plain 8 MB multipart
// posts of the same bytes to a sink that keeps nothing.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { report, type Measurement } from '../../core/bench/harness';
// from source: the bench runs without a build, and a stale fixtures dist would lack these calls
import { startFixtureServer } from '../../fixtures/src/index';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const core = path.resolve(here, '../../core/src');
const MB = 1024 * 1024;
const HASH_SIZE = 256 * MB;
const UPLOAD_SIZE = 200 * MB;

/** Deterministic, incompressible bytes (xorshift32). */
function fill(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  const words = new Uint32Array(bytes.buffer, 0, length >>> 2);
  let x = 2463534242;
  for (let i = 0; i < words.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  return bytes;
}

/** Writes `size` deterministic bytes to `where`; answers their md5. */
function writeSource(where: string, size: number): string {
  const bytes = fill(size);
  writeFileSync(where, bytes);
  return createHash('md5').update(bytes).digest('hex');
}

async function bundle(entry: { contents: string } | string): Promise<string> {
  const result = await build({
    ...(typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { ...entry, resolveDir: core, loader: 'ts' } }),
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
    define: { 'import.meta.url': '"about:blank"' },
  });
  return result.outputFiles[0]?.text ?? '';
}

const workerCode = await bundle(path.join(core, 'dom/upload/md5.worker.ts'));
const pageCode = await bundle({
  contents: `
    import { createMd5, hashBlob, hashFile, xhrTransport } from './dom/upload';
    import { createUploadServices } from './upload';
    import { fileUploadMachine, uploadActors } from './upload/internal';
    import { createActor } from 'xstate';
    globalThis.bench = { createMd5, hashBlob, hashFile, xhrTransport, createUploadServices, createActor, fileUploadMachine, uploadActors };
  `,
});

// The Files are on disk, as a user's picked files are: Chromium reads them from there, and memory
// Blobs this large would run into its blob memory quota (ERR_BLOB_OUT_OF_MEMORY) instead.
const folder = mkdtempSync(path.join(os.tmpdir(), 'suite-ui-upload-bench-'));
const hashPath = path.join(folder, 'hash.bin');
const uploadPath = path.join(folder, 'upload.bin');
const expected = writeSource(hashPath, HASH_SIZE);
const uploadMd5 = writeSource(uploadPath, UPLOAD_SIZE);

const fixtures = await startFixtureServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage();
await page.goto(`${fixtures.url}/__fixtures/routes`);
await page.setContent('<input type="file" multiple>');
// tsx keeps function names through a `__name` helper that code sent to the page refers to
await page.evaluate('globalThis.__name = (fn) => fn');
await page.addScriptTag({ content: pageCode });
await page.locator('input').setInputFiles([hashPath, uploadPath]);
await page.evaluate((workerCode) => {
  const scope = globalThis as unknown as Record<string, unknown>;
  const workerUrl = URL.createObjectURL(new Blob([workerCode], { type: 'text/javascript' }));
  scope.spawn = () => new Worker(workerUrl);
  const [hashSource, uploadSource] = document.querySelector('input')?.files ?? [];
  Object.assign(scope, { hashSource, uploadSource });
}, workerCode);

type Task = 'read' | 'in-memory' | 'worker' | 'wasm' | 'spark';
/** Runs one pass of `task` over the 256 MB File in the page; answers seconds and the digest. */
const pass = (task: Task) =>
  page.evaluate(async (task) => {
    const scope = globalThis as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const file = scope.hashSource as File;
    const chunkSize = 50 * 1024 * 1024;
    if (task === 'in-memory') scope.hashBytes ??= new Uint8Array(await file.arrayBuffer());
    const started = performance.now();
    let md5 = '';
    if (task === 'read') {
      for (let at = 0; at < file.size; at += chunkSize) await file.slice(at, at + chunkSize).arrayBuffer();
    } else if (task === 'in-memory') {
      const hasher = await scope.bench.createMd5('wasm');
      hasher.update(scope.hashBytes);
      md5 = hasher.digest();
    } else if (task === 'worker') {
      md5 = await scope.bench.hashFile(file, { chunkSize, worker: scope.spawn });
    } else {
      md5 = (await scope.bench.hashBlob(file, { chunkSize, engine: task })).md5;
    }
    return { seconds: (performance.now() - started) / 1000, md5 };
  }, task);

const toMeasurement = (name: string, seconds: number): Measurement => ({
  name,
  samples: 1,
  msPerOp: seconds * 1000,
  opsPerSecond: 1 / seconds,
});

/** The best of `rounds` passes after a warm-up one: the reads and the hashing vary by 20% and more between passes. */
async function timed(name: string, task: Task, rounds = 3): Promise<Measurement> {
  await pass(task);
  let best = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    const { seconds, md5 } = await pass(task);
    if (task !== 'read' && md5 !== expected)
      throw new Error(`${name}: md5 ${md5} differs from node's ${expected}`);
    best = Math.min(best, seconds);
  }
  return toMeasurement(name, best);
}

const read = await timed("browser's slice read", 'read');
const ceiling = await timed('hash-wasm over the bytes in memory (ceiling)', 'in-memory');
await page.evaluate(() => delete (globalThis as Record<string, unknown>).hashBytes);
const hashing = [
  await timed('worker + hash-wasm (default)', 'worker'),
  await timed('page + hash-wasm (no Worker)', 'wasm'),
  await timed('page + spark-md5 (no WebAssembly)', 'spark', 1),
];
report('Chromium: md5 of a 256 MB File in 50 MB slices', [read, ceiling, ...hashing], read);
console.table(
  [read, ceiling, ...hashing].map((row) => ({
    task: row.name,
    'MB/s': Math.round(256 / (row.msPerOp / 1000)),
    'x of the ceiling': Number((row.opsPerSecond / ceiling.opsPerSecond).toFixed(2)),
  })),
);

// 200 MB through the fake backend, against plain 8 MB multipart posts to the sink
const upload = await page.evaluate(async () => {
  const scope = globalThis as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const file = scope.uploadSource as File;
  const { createUploadServices, createActor, fileUploadMachine, uploadActors, hashFile, xhrTransport } =
    scope.bench;
  const api = createUploadServices({ transport: xhrTransport() });
  const services = {
    ...api,
    hashFile: (source: Blob, options: object) => hashFile(source, { ...options, worker: scope.spawn }),
  };
  const machine = fileUploadMachine.provide({ actors: uploadActors(services) });
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const actor = createActor(machine, { input: { file } });
    actor.subscribe((snapshot: { value: unknown; context: { error?: { message: string } } }) => {
      if (snapshot.value === 'done') resolve();
      if (snapshot.value === 'failed') reject(new Error(snapshot.context.error?.message));
    });
    actor.start();
  });
  return (performance.now() - started) / 1000;
});
const sink = await page.evaluate(async () => {
  const file = (globalThis as unknown as Record<string, File>).uploadSource as File;
  const part = 8 * 1024 * 1024;
  const started = performance.now();
  for (let at = 0; at < file.size; at += part) {
    const form = new FormData();
    form.append('chunk', String(at / part));
    form.append('file', file.slice(at, at + part), 'upload.bin');
    await fetch('/__fixtures/upload/sink', { method: 'POST', body: form });
  }
  return (performance.now() - started) / 1000;
});
const stored = (
  (await (await fetch(`${fixtures.url}/__fixtures/upload/files`)).json()) as {
    data: { name: string; diskMd5: string }[];
  }
).data.find((file) => file.name === 'upload.bin');
if (stored?.diskMd5 !== uploadMd5) throw new Error('the uploaded file differs on the server');
const peer = toMeasurement('8 MB multipart posts to a sink', sink);
const ours = toMeasurement('upload: hash, checks, 8 MB chunks, assemble, verify', upload);
report('Chromium: 200 MB through the fake backend (loopback)', [peer, ours], peer);
console.table(
  [peer, ours].map((row) => ({
    task: row.name,
    seconds: Number((row.msPerOp / 1000).toFixed(2)),
    'MB/s': Math.round(200 / (row.msPerOp / 1000)),
  })),
);

await browser.close();
await fixtures.close();
rmSync(folder, { recursive: true, force: true });
