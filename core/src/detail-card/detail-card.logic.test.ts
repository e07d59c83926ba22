import { createActor } from 'xstate';
import type { FormView } from '../form/form.connect';
import { connectEnv } from '../shared/connect';
import { createRelationServices } from '../relation/relation.service';
import { connectDetailCard, detailCardRelated, detailCardView } from './detail-card.connect';
import { detailCardHeight, sectionHeight, skeletonRows } from './detail-card.logic';
import { detailCardMachine } from './detail-card.machine';
import { detailCardTexts } from './messages';

describe('detail card skeleton and heights (spec 9)', () => {
  it('fits 40 px rows in the 300 px container', () => {
    expect(skeletonRows(300, 40)).toBe(7);
    expect(skeletonRows(100, 0)).toBe(0);
  });

  it('measures the skeleton until initialised, then the open sections', () => {
    const sections = [
      { header: true, open: true, height: 88 },
      { header: true, open: false, height: 500 },
      { header: false, open: true, height: 44 },
    ];
    expect(sectionHeight(sections[1]!)).toBe(40);
    expect(detailCardHeight(false, sections, 300)).toBe(300);
    expect(detailCardHeight(true, sections, 300)).toBe(40 + 88 + 40 + 44);
  });
});

describe('detail card machine (spec 2.3)', () => {
  const start = () => {
    const actor = createActor(detailCardMachine, { input: {} }).start();
    const view = () =>
      connectDetailCard(actor.getSnapshot(), actor.send, connectEnv(detailCardTexts, 'en_US', 'desktop'));
    return { actor, view };
  };

  it('opens and closes the setting content', () => {
    const { view } = start();
    expect(view()).toMatchObject({
      settingOpen: false,
      settingLabel: 'Card settings',
      defaultHeading: 'Detail card',
    });
    view().openSetting();
    expect(view().settingOpen).toBe(true);
    view().closeSetting();
    expect(view().settingOpen).toBe(false);
  });

  it('records each lazily loaded part once', () => {
    const { view } = start();
    view().partLoaded('title');
    view().partLoaded('title');
    view().partLoaded('settingContent');
    expect(view().loadedParts).toEqual(['title', 'settingContent']);
  });

  it('composes the form view with the card parts: heading, skeleton rows and height', () => {
    const { view } = start();
    const form = {
      title: '',
      initialised: false,
      sections: [],
      skeleton: { containerHeight: 300, rowHeight: 40, rows: 0 },
    } as unknown as FormView;
    expect(detailCardView(form, view())).toMatchObject({
      heading: 'Detail card',
      height: 300,
      skeleton: { rows: 7 },
    });
    const ready = {
      ...form,
      title: 'Customer',
      initialised: true,
      sections: [{ header: true, open: true, height: 56 }],
    } as unknown as FormView;
    expect(detailCardView(ready, view())).toMatchObject({ heading: 'Customer', height: 96 });
  });
});

describe('detail card related records (spec 2.3, 3 relevanceDatas)', () => {
  const form = (overrides: Partial<FormView>) =>
    ({
      recordId: 't1',
      module: 'task',
      saveLocked: false,
      cardState: {
        relevanceDatas: [
          { kind: 'document', items: [{ targetId: 'd1', targetName: 'Spec' }] },
          { kind: 'marketactivity', items: [], moduleFree: true },
        ],
        secretLevel: 2,
        secretLevelValidity: undefined,
        prohibitRealTimeSaving: false,
        requestHeaderParams: { 'x-card': 'c' },
        dataParams: {},
      },
      ...overrides,
    }) as unknown as FormView;

  it('gives each kind a relation field of the card’s record, level and headers', () => {
    expect(detailCardRelated(form({}))).toEqual([
      {
        kind: 'document',
        value: [{ targetId: 'd1', targetName: 'Spec' }],
        entityId: 't1',
        module: 'task',
        moduleFree: false,
        readOnly: false,
        formSecretLevel: 2,
        requestHeaderParams: { 'x-card': 'c' },
        dataParams: undefined,
      },
      expect.objectContaining({ kind: 'marketactivity', moduleFree: true }),
    ]);
    expect(detailCardRelated(form({ saveLocked: true }))[0]?.readOnly).toBe(true);
    // without a record there is nothing to link from
    expect(detailCardRelated(form({ recordId: undefined }))).toEqual([]);
  });

  it('gives each group the card’s dataParams, for the add call and the picker (issue 36)', () => {
    const withParams = form({});
    (withParams.cardState as { dataParams: unknown }).dataParams = { objectId: 't1', stage: 2 };
    expect(detailCardRelated(withParams).map((group) => group.dataParams)).toEqual([
      { objectId: 't1', stage: 2 },
      { objectId: 't1', stage: 2 },
    ]);
  });

  it('the add call carries the card’s dataParams under its own payload fields', async () => {
    const bodies: unknown[] = [];
    const fetch = jest.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ status: true, code: 200, msg: '', data: {} }));
    });
    const { createApiClient } = await import('../http');
    const api = createRelationServices({
      client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch }),
      // a parameter named as a payload field never replaces it
      dataParams: { objectId: 't1', objectModule: 'task', entityId: 'other' },
    });
    const target = { entityId: 't1', module: 'task' };
    await api.add('document', target, ['d2']);
    expect(bodies[0]).toEqual({
      objectId: 't1',
      objectModule: 'task',
      id: 'd2',
      entityId: 't1',
      module: 'task',
      type: 1,
    });
  });

  it('the relation calls carry the card’s headers, only to the API’s origin', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fetch = jest.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ status: true, code: 200, msg: '', data: {} }));
    });
    const { createApiClient } = await import('../http');
    const api = createRelationServices({
      client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch }),
      requestHeaderParams: { 'x-card': 'c' },
      deleteUrl: 'https://elsewhere.example/delete',
    });
    const target = { entityId: 't1', module: 'task' };
    await api.add('document', target, ['d2']);
    await api.remove('document', target, ['d2']);
    expect(calls[0]).toMatchObject({ url: '/api/task/common/relevance/add', headers: { 'x-card': 'c' } });
    expect(calls[1]!.headers['x-card']).toBeUndefined();
  });
});
