// A feature's texts must survive tree-shaking in a host's production build: bundle small hosts of
// the core main entry with rolldown (Vite's bundler, honouring the package's `sideEffects: false`),
// run them and read the text. A bare registration statement in a re-exporting module fails this.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const coreEntry = JSON.stringify(path.join(__dirname, '..', 'index.ts'));
const bundleAndRun = path.join(__dirname, '../../../tests/tools/bundle-and-run.mjs');
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'suite-ui-bundle-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runBundled(name: string, body: string): string {
  const entry = path.join(dir, `${name}.ts`);
  writeFileSync(entry, `declare const print: (text: string) => void;\n${body}\n`);
  return execFileSync(process.execPath, [bundleAndRun, entry], { encoding: 'utf8' });
}

describe('message registration in a production bundle', () => {
  it('translates a rate label when only the rate view and its texts are imported', () => {
    const text = runBundled(
      'rate',
      `import { connectEnv, connectRate, rateRules, rateTexts } from ${coreEntry};
       const context = { rules: rateRules({ platform: 'mobile' }), value: 3, controlled: true };
       print(connectRate({ context } as never, () => {}, connectEnv(rateTexts, 'zh_CN', 'mobile')).label);`,
    );
    expect(text).toBe('3 / 5 星');
  });

  it('translates the key validateRecurrence answers when only it and t are imported', () => {
    const text = runBundled(
      'recurrence',
      `import { t, validateRecurrence } from ${coreEntry};
       print(t(validateRecurrence({}) ?? 'common.ok'));`,
    );
    expect(text).toBe('请设置开始时间');
  });

  it('translates an upload check message when only checkFiles is imported', () => {
    const text = runBundled(
      'upload',
      `import { checkFiles } from ${coreEntry};
       const [issue] = checkFiles([{ name: 'a.txt', size: 0 }], {});
       print(issue ? issue.message : 'none');`,
    );
    expect(text).not.toMatch(/^upload\./);
    expect(text).not.toBe('none');
  });
});
