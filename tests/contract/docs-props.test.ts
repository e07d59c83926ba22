// The documentation pages' props tables come from the skins' types (demo/plugins/props-docs.ts): a
// prop added to a type appears in its table with no page edited.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPropsDocs } from '../../demo/plugins/props-docs';

function widgetSource(extraProp: string) {
  return `
export interface BadgeProps {
  /** What the badge counts. */
  count: number;
  ${extraProp}
}

/** A small count beside an icon. */
export function Badge({ count }: BadgeProps) {
  return <span>{count}</span>;
}

export type { BadgeProps as Props };
`;
}

describe('generated props tables', () => {
  let repo: string;
  const widget = () => path.join(repo, 'desktop', 'src', 'badge', 'Badge.tsx');

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'suite-docs-'));
    mkdirSync(path.join(repo, 'desktop', 'src', 'badge'), { recursive: true });
    mkdirSync(path.join(repo, 'mobile', 'src'), { recursive: true });
    writeFileSync(
      path.join(repo, 'desktop', 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { jsx: 'react-jsx', strict: true, skipLibCheck: true } }),
    );
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('lists a component with its JSDoc and props, by feature and skin', () => {
    writeFileSync(widget(), widgetSource(''));
    const badge = readPropsDocs(repo).badge?.desktop?.[0];
    expect(badge?.name).toBe('Badge');
    expect(badge?.description).toBe('A small count beside an icon.');
    expect(badge?.props).toEqual([
      {
        name: 'count',
        type: 'number',
        required: true,
        defaultValue: null,
        description: 'What the badge counts.',
      },
    ]);
  });

  it('shows a prop added to the type, and no props type as a component', () => {
    writeFileSync(widget(), widgetSource('/** Shown instead above 99. */\n  overflow?: string;'));
    const docs = readPropsDocs(repo).badge?.desktop ?? [];
    expect(docs.map((doc) => doc.name)).toEqual(['Badge']);
    expect(docs[0]?.props.map((prop) => prop.name)).toEqual(['count', 'overflow']);
  });
});
