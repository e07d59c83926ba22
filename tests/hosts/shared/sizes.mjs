// What a built page ships: gzip of its JavaScript, and which heavy dependencies it carries.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every file under `dir` whose name ends with `ext`. */
export function filesUnder(dir, ext) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Bytes of `text` gzipped at the level servers use for static files. */
export function gzipSize(text) {
  return gzipSync(text, { level: 9 }).length;
}

/** Sum of the gzip sizes of every emitted JavaScript file under `dir` (workers included). */
export function jsGzip(dir) {
  return filesUnder(dir, '.js').reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
}

/**
 * The JavaScript files under `dir` a page can load from its `entries` (absolute paths): followed
 * through every file name a loaded file's code mentions (static and dynamic imports, workers).
 * Files no loaded code names (Vite emits a worker when it meets `new Worker(new URL(...))`, even in
 * code that tree-shaking then drops) are the `unreferenced` ones.
 */
export function pageFiles(dir, entries) {
  const all = filesUnder(dir, '.js');
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const code = readFileSync(file, 'utf8');
    for (const other of all) if (code.includes(path.basename(other))) visit(other);
  };
  entries.forEach(visit);
  return { loaded: [...loaded], unreferenced: all.filter((file) => !loaded.has(file)) };
}

/** Sum of the gzip sizes of `files`. */
export function filesGzip(files) {
  return files.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
}

/** `text` as a minifier may print it: literally, or with non-ASCII characters as \u escapes. */
const spellings = (text) => {
  const escaped = (upper) =>
    [...text]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (code < 128) return c;
        const hex = code.toString(16).padStart(4, '0');
        return `\\u${upper ? hex.toUpperCase() : hex}`;
      })
      .join('');
  return [...new Set([text, escaped(false), escaped(true)])];
};

/**
 * Strings that survive minification and name a heavy dependency no one-widget page should carry
 * (property names, error texts, CSS classes, data): checked against each package's own build.
 */
export const telltales = {
  leaflet: ['leaflet-container'],
  echarts: ['_ec_inner_'],
  slate: ['Cannot get the leaf node at path', 'data-slate-editor'],
  signature_pad: ['velocityFilterWeight'],
  'markdown-it': ['Wrong `markdown-it` preset'],
  DOMPurify: ['dompurify'],
  'hash-wasm (embedded wasm)': ['AGFzbQEAAAAB'],
  'China division data': ['东城区'],
  'pinyin tables': ['zhōng'],
  // the budget pages are Chinese: the catalogue's English comes only with its locale pack
  'English texts (locale pack)': ['Not rated'],
};

/** The names of `telltales` whose strings occur in the JavaScript under `dir` (or in `files`). */
export function heavyDependencies(dir, files = filesUnder(dir, '.js')) {
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return Object.entries(telltales)
    .filter(([, strings]) => strings.some((s) => spellings(s).some((spelled) => code.includes(spelled))))
    .map(([name]) => name);
}

/** Bytes as kB (1000 bytes, as size-limit counts), one decimal. */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
