// The main entry of @suite-ui/core must stay framework-free: bundle it with every package
// external and check what it pulls in.
import { build } from 'esbuild';
import path from 'node:path';

const forbidden =
  /^(react|react-dom|antd|antd-mobile|@xstate\/react|@floating-ui\/react|slate-react|echarts)(\/|$)/;

describe('core main entry', () => {
  let imports: string[] = [];
  let inputs: string[] = [];

  beforeAll(async () => {
    const result = await build({
      entryPoints: [path.join(__dirname, 'index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
    });
    const output = Object.values(result.metafile.outputs)[0];
    imports = (output?.imports ?? []).map((i) => i.path);
    inputs = Object.keys(result.metafile.inputs);
  });

  it('imports no UI framework', () => {
    expect(imports.filter((p) => forbidden.test(p))).toEqual([]);
  });

  it('includes nothing from src/react or src/dom', () => {
    expect(inputs.filter((file) => /core\/src\/(react|dom)\//.test(file))).toEqual([]);
  });

  it('really bundled the entry (the check can fail)', () => {
    expect(inputs.length).toBeGreaterThan(3);
  });
});
