// The documentation pages' generated parts (demo/plugins): a prop added to a skin's type appears in
// its props table, and an export added to a core feature entry in its core API list, no page edited.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCoreApi } from '../../demo/plugins/core-api-docs';
import { docsProgram, readPropsDocs } from '../../demo/plugins/props-docs';

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

  it("lists a core feature entry's exports by kind with their JSDoc summaries", () => {
    mkdirSync(path.join(repo, 'core', 'src', 'badge'), { recursive: true });
    writeFileSync(
      path.join(repo, 'core', 'src', 'badge', 'index.ts'),
      `/** Caps a count for display. Over 99 it shows 99+. */
export function capBadge(count: number): string { return count > 99 ? '99+' : String(count); }
export const badgeMachine = { id: 'badge' };
export function connectBadge() { return {}; }
export const BADGE_MAX = 99;
export interface BadgeView { text: string }
`,
    );
    const api = readCoreApi(repo, docsProgram(repo)).badge;
    expect(api).toEqual([
      { name: 'BADGE_MAX', kind: 'const', summary: '' },
      { name: 'badgeMachine', kind: 'machine', summary: '' },
      { name: 'BadgeView', kind: 'type', summary: '' },
      { name: 'capBadge', kind: 'function', summary: 'Caps a count for display.' },
      { name: 'connectBadge', kind: 'connect', summary: '' },
    ]);
  });
});
