// Types of sizes.mjs for the TypeScript bench that reuses it (tests/bench/hosts.bench.ts).
export function filesUnder(dir: string, ext: string): string[];
export function gzipSize(text: string | Uint8Array): number;
export function jsGzip(dir: string): number;
export const telltales: Record<string, string[]>;
export function heavyDependencies(dir: string, files?: string[]): string[];
export function pageFiles(dir: string, entries: string[]): { loaded: string[]; unreferenced: string[] };
export function filesGzip(files: string[]): number;
export function kB(bytes: number): string;
