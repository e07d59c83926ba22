// spec 8: a CSS chunk that fails carries code CSS_CHUNK_LOAD_FAILED.
import { ChunkLoadError, loadChunk, type LoadChunkOptions } from '../../layout';

/**
 * Adds `<link rel="stylesheet">` for `href` and resolves when it loaded; rejects with a
 * `ChunkLoadError` (code `CSS_CHUNK_LOAD_FAILED`, one retry on `missing`, 120 000 ms time-out).
 * A link already on the page resolves at once.
 */
export function loadCssChunk(
  href: string,
  options: Omit<LoadChunkOptions, 'kind' | 'url'> = {},
  doc: Document = document,
): Promise<void> {
  return loadChunk<void>(({ signal }) => appendStylesheet(href, signal, doc), {
    ...options,
    kind: 'css',
    url: href,
  });
}

function appendStylesheet(href: string, signal: AbortSignal, doc: Document): Promise<void> {
  const present = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (present) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const fail = () => {
      link.remove();
      reject(new ChunkLoadError('missing', href, { kind: 'css' }));
    };
    link.onload = () => resolve();
    link.onerror = fail;
    signal.addEventListener('abort', () => link.remove(), { once: true });
    doc.head.appendChild(link);
  });
}
