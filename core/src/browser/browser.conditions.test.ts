import { createActor, fromPromise, waitFor } from 'xstate';
import { translate } from '../i18n';
import { conditionPayload, parseConditions, type BrowserCondition } from './browser.answers';
import { connectBrowser } from './browser.connect';
import { parseEntries } from './browser.logic';
import { browserMachine } from './browser.machine';
import { browserImplementations, createBrowserServices, type BrowserQuery } from './browser.service';
import type { BrowserPage, BrowserTreeNode } from './browser.types';
import type { ApiClient } from '../http';
import './messages';

const env = {
  locale: 'en_US' as const,
  platform: 'desktop' as const,
  t: (k: never, p?: never) => translate('en_US', k, p),
};

const SERVER_CONDITIONS = {
  conditions: [
    { key: 'seclevel', itemType: 'SCOPE', min: 0, max: 100 },
    { key: 'role_level', itemType: 'SELECT', options: [1, 2, 3] },
    { key: 'bad key<script>', itemType: 'SELECT', options: [1] },
    { key: 'odd', itemType: 'TREE' },
    { key: 'empty', itemType: 'SELECT', options: [{}] },
  ],
};

describe('condition answers (spec 7 condition, dataCondition)', () => {
  it('keeps the ranges and choices it can draw and drops the rest', () => {
    expect(parseConditions(SERVER_CONDITIONS)).toEqual([
      { key: 'seclevel', kind: 'scope', title: '', min: 0, max: 100 },
      { key: 'role_level', kind: 'select', title: '', options: [1, 2, 3] },
    ]);
    expect(parseConditions(null)).toEqual([]);
    expect(parseConditions({ conditions: [{ key: 'x', itemType: 'SCOPE', min: 5, max: 1 }] })).toEqual([]);
  });

  it('sends a range as <key>Min/<key>Max and only an offered choice', () => {
    const conditions = parseConditions(SERVER_CONDITIONS);
    expect(conditionPayload(conditions, { seclevel: { min: 40 }, role_level: 2, other: 1 })).toEqual({
      seclevelMin: 40,
      role_level: 2,
    });
    expect(conditionPayload(conditions, { role_level: 9 })).toEqual({});
  });
});

describe('the condition form of a picker', () => {
  const conditions: BrowserCondition[] = parseConditions(SERVER_CONDITIONS);

  function start(conditionFilter: boolean) {
    const queries: BrowserQuery[] = [];
    const machine = browserMachine.provide(
      browserImplementations({
        fetchPage: fromPromise<BrowserPage, BrowserQuery>(async ({ input }) => {
          queries.push(input);
          return { entries: parseEntries([{ id: 'u1', name: 'A' }], 'resource'), total: 1, hasMore: false };
        }),
        fetchTree: fromPromise<BrowserTreeNode[], void>(async () => []),
        fetchConditions: fromPromise<BrowserCondition[], void>(async () => conditions),
      }),
    );
    const actor = createActor(machine, {
      input: { type: 'resource', searchDebounceMs: 0, conditionFilter },
    }).start();
    const view = () => connectBrowser(actor.getSnapshot(), actor.send, env);
    return { actor, view, queries };
  }

  it('shows the server conditions and searches again with what the user sets', async () => {
    const b = start(true);
    await waitFor(b.actor, (s) => s.matches({ conditions: 'done' }));
    b.view().openDialog();
    await waitFor(b.actor, (s) => s.matches({ dialog: { open: { list: 'ready' } } }));
    const form = b.view().conditions;
    expect(form?.title).toBe('Conditions');
    expect(form?.fields.map((f) => f.label)).toEqual(['Security level', 'Role level']);
    expect(form?.active).toBe(false);
    expect(b.queries.at(-1)?.condition).toEqual({});

    const scope = form?.fields[0];
    if (scope?.kind !== 'scope') throw new Error('expected a range');
    scope.setEnd('min', 40);
    await waitFor(b.actor, (s) => s.matches({ dialog: { open: { list: 'ready' } } }));
    const select = b.view().conditions?.fields[1];
    if (select?.kind !== 'select') throw new Error('expected a choice');
    select.choose('2');
    await waitFor(b.actor, (s) => s.matches({ dialog: { open: { list: 'ready' } } }));
    expect(b.queries.at(-1)?.condition).toEqual({ seclevelMin: 40, role_level: 2 });
    expect(b.view().conditions?.active).toBe(true);

    b.view().conditions?.reset();
    await waitFor(b.actor, (s) => s.matches({ dialog: { open: { list: 'ready' } } }));
    expect(b.queries.at(-1)?.condition).toEqual({});
    expect(b.view().conditions?.active).toBe(false);
  });

  it('has no form unless asked', async () => {
    const b = start(false);
    expect(b.view().conditions).toBeNull();
  });
});

describe('the dataCondition call', () => {
  function fakeClient() {
    const calls: { url: string; data: Record<string, unknown> }[] = [];
    const client = {
      request: async (req: { url: string; data: Record<string, unknown> }) => {
        calls.push(req);
        return { status: true, data: { data: [{ id: 'u1', name: 'A' }], total: 7, count: 3 } };
      },
    } as unknown as ApiClient;
    return { calls, client };
  }
  const query: BrowserQuery = {
    keyword: '',
    tab: 'all',
    nodeId: null,
    includeSub: true,
    page: 1,
    pageSize: 20,
  };

  it('is made on desktop when a condition is set, and data plus count otherwise', async () => {
    const { calls, client } = fakeClient();
    const api = createBrowserServices({ module: 'hrm', type: 'resource', client });
    const page = await api.search({ ...query, condition: { seclevelMin: 40 } }, new AbortController().signal);
    expect(calls.map((c) => c.url)).toEqual(['/api/hrm/common/browser/dataCondition/resource']);
    expect(calls[0]?.data).toMatchObject({ seclevelMin: 40, current: 1, pageSize: 20 });
    expect(page.total).toBe(7);
    calls.length = 0;
    await api.search({ ...query, condition: {} }, new AbortController().signal);
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/api/hrm/common/browser/count/resource',
      '/api/hrm/common/browser/data/resource',
    ]);
  });

  it('is never made by the app (desktop-only call)', async () => {
    const { calls, client } = fakeClient();
    const api = createBrowserServices({ module: 'hrm', type: 'resource', client, mobile: true });
    await api.search({ ...query, condition: { seclevelMin: 40 } }, new AbortController().signal);
    expect(calls.some((c) => c.url.includes('dataCondition'))).toBe(false);
  });

  it('asks the condition form of the server', async () => {
    const calls: string[] = [];
    const client = {
      request: async (req: { url: string }) => {
        calls.push(req.url);
        return { status: true, data: SERVER_CONDITIONS };
      },
    } as unknown as ApiClient;
    const api = createBrowserServices({ module: 'hrm', type: 'resource', client });
    expect(await api.conditions(new AbortController().signal)).toHaveLength(2);
    expect(calls).toEqual(['/api/hrm/common/browser/condition/resource']);
  });
});
