import { createMD5 } from 'hash-wasm';
import SparkMD5 from 'spark-md5';

/** Which md5 implementation hashes: hash-wasm (WebAssembly) or spark-md5 (plain JavaScript). */
export type Md5Engine = 'wasm' | 'spark';

/** An md5 fed piece by piece. */
export interface IncrementalMd5 {
  readonly engine: Md5Engine;
  update(bytes: Uint8Array): void;
  /** The hex digest; the hasher is spent afterwards. */
  digest(): string;
}

// spark-md5 copies each appended buffer whole: feeding it 1 MB at a time keeps that copy small.
const SPARK_PIECE = 1024 * 1024;

/** WebAssembly is there (a strict CSP or an old engine may still refuse to compile it). */
export function wasmAvailable(): boolean {
  return typeof WebAssembly === 'object' && typeof WebAssembly.instantiate === 'function';
}

function sparkMd5(): IncrementalMd5 {
  const spark = new SparkMD5.ArrayBuffer();
  return {
    engine: 'spark',
    update(bytes) {
      for (let start = 0; start < bytes.byteLength; start += SPARK_PIECE) {
        const end = Math.min(bytes.byteLength, start + SPARK_PIECE);
        spark.append(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + end) as ArrayBuffer);
      }
    },
    digest: () => spark.end(),
  };
}

/**
 * An incremental md5: hash-wasm (about 5× faster) unless WebAssembly is missing or refused, then
 * spark-md5. Both give the same digest. `prefer` forces one engine (tests, benchmarks); 'wasm'
 * rejects instead of falling back.
 */
export async function createMd5(prefer: Md5Engine | 'auto' = 'auto'): Promise<IncrementalMd5> {
  if (prefer === 'spark') return sparkMd5();
  if (wasmAvailable()) {
    try {
      const hasher = await createMD5();
      hasher.init();
      return {
        engine: 'wasm',
        update: (bytes) => void hasher.update(bytes),
        digest: () => hasher.digest('hex'),
      };
    } catch (error) {
      if (prefer === 'wasm') throw error;
    }
  } else if (prefer === 'wasm') {
    throw new Error('WebAssembly is not available');
  }
  return sparkMd5();
}
