// Issue 38: a card's related records asked for again (the mobile list's pull to refresh).
import { createActor, waitFor } from 'xstate';
import type { CardRelevanceData, FormCard, FormView } from '../form';
import { connectEnv } from '../shared/connect';
import { detailCardRelated } from './detail-card.connect';
import { connectDetailCardRelated } from './detail-card.related.connect';
import { detailCardRelatedMachine } from './detail-card.related.machine';
import { createDetailCardServices, detailCardActors } from './detail-card.service';
import { detailCardTexts } from './messages';

const FRESH: CardRelevanceData[] = [{ kind: 'task', items: [{ targetId: 't9', targetName: 'New task' }] }];

function start(loadRelated?: () => Promise<readonly CardRelevanceData[]>) {
  const machine = loadRelated
    ? detailCardRelatedMachine.provide({ actors: detailCardActors({ loadRelated }) })
    : detailCardRelatedMachine;
  const actor = createActor(machine, { input: { enabled: loadRelated !== undefined } }).start();
  const view = () =>
    connectDetailCardRelated(actor.getSnapshot(), actor.send, connectEnv(detailCardTexts, 'en_US', 'mobile'));
  return { actor, view };
}

describe('createDetailCardServices', () => {
  it("asks a loaded record's card call again and reads only its relevanceDatas", async () => {
    const loadCard = jest.fn(async () => ({ relevanceDatas: FRESH }) as unknown as FormCard);
    const services = createDetailCardServices({
      source: { kind: 'project', id: 'p1' },
      formServices: { loadCard },
    });
    await expect(services?.loadRelated()).resolves.toEqual(FRESH);
    expect(loadCard).toHaveBeenCalledWith({ kind: 'project', id: 'p1' }, undefined);
  });

  it('asks the host for a card it gives, before the card call', async () => {
    const loadCard = jest.fn();
    const services = createDetailCardServices({
      source: { kind: 'project', id: 'p1' },
      formServices: { loadCard },
      refreshRelated: () => FRESH,
    });
    await expect(services?.loadRelated()).resolves.toEqual(FRESH);
    expect(loadCard).not.toHaveBeenCalled();
  });

  it('offers no refresh for a card given without a refresh', () => {
    expect(createDetailCardServices({ formServices: { loadCard: jest.fn() } })).toBeUndefined();
  });
});

describe('related records refresh', () => {
  it('is refreshing until the groups arrive, which then replace the card’s own', async () => {
    let answer: (groups: CardRelevanceData[]) => void = () => undefined;
    const { actor, view } = start(() => new Promise((resolve) => (answer = resolve)));
    expect(view()).toMatchObject({ enabled: true, refreshing: false, reloaded: undefined });
    view().refresh();
    expect(view().refreshing).toBe(true);
    answer(FRESH);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(view()).toMatchObject({ refreshing: false, reloaded: FRESH, error: undefined });
    const form = {
      recordId: 'p1',
      module: 'bcw',
      saveLocked: false,
      cardState: {
        relevanceDatas: [{ kind: 'document', items: [] }],
        secretLevel: 0,
        requestHeaderParams: {},
        dataParams: {},
      },
    } as unknown as FormView;
    expect(detailCardRelated(form, view().reloaded).map((group) => group.kind)).toEqual(['task']);
    expect(detailCardRelated(form).map((group) => group.kind)).toEqual(['document']);
  });

  it('keeps the records shown and says so when a refresh fails; the next one clears it', async () => {
    const loadRelated = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(FRESH);
    const { actor, view } = start(loadRelated);
    view().refresh();
    await waitFor(actor, (s) => s.context.failed);
    expect(view()).toMatchObject({
      refreshing: false,
      reloaded: undefined,
      error: 'The related records could not be refreshed; the earlier ones are shown.',
    });
    view().refresh();
    await waitFor(actor, (s) => s.context.reloaded !== undefined);
    expect(view().error).toBeUndefined();
  });

  it('does nothing when the card has nothing to ask', () => {
    const { view } = start();
    view().refresh();
    expect(view()).toMatchObject({ enabled: false, refreshing: false });
  });
});
