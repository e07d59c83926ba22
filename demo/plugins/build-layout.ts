import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

// spec 7: lazy chunks load from static/js and static/css under /build/ui/; demo modules get their
// own /build/<module>/ folder so the version manifest can tell which module changed.
const moduleFolder = /[\\/]demo[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]/;
const showcasePage = /[\\/]demo[\\/]src[\\/]showcase[\\/]([^\\/]+)[\\/](desktop|mobile)\.tsx$/;

/**
 * Where a chunk goes: /build/<module>/static/js for demo modules, else /build/ui/static/js. A
 * showcase page's lazily loaded chunk (the widget plus what only it needs) is named
 * `widget-<skin>-<feature>` so size budgets can find it.
 */
export function chunkFile(facadeModuleId: string | null): string {
  const module = facadeModuleId ? moduleFolder.exec(facadeModuleId)?.[1] : undefined;
  const page = facadeModuleId ? showcasePage.exec(facadeModuleId) : null;
  const name = page ? `widget-${page[2]}-${page[1]}` : '[name]';
  return `build/${module ?? 'ui'}/static/js/${name}-[hash].js`;
}

export function assetFile(name: string | undefined): string {
  return name?.endsWith('.css')
    ? 'build/ui/static/css/[name]-[hash][extname]'
    : 'build/ui/static/media/[name]-[hash][extname]';
}

/** Writes /build/htmlversion.json (spec 3): built-file path under /build/<module>/ → content hash. */
export function htmlVersionManifest(): Plugin {
  return {
    name: 'suite-ui-htmlversion',
    apply: 'build',
    generateBundle(_options, bundle) {
      const manifest: Record<string, string> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!fileName.startsWith('build/') || fileName.endsWith('.map')) continue;
        const content = output.type === 'chunk' ? output.code : output.source;
        manifest[`/${fileName}`] = createHash('sha256').update(content).digest('hex').slice(0, 12);
      }
      const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: 'asset',
        fileName: 'build/htmlversion.json',
        source: JSON.stringify(sorted, null, 2),
      });
    },
  };
}
