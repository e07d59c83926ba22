import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import {
  connectTransfer,
  moveTransfer,
  pageSelection,
  searchTransfer,
  selectAllOnPage,
  splitTransfer,
  transferMachine,
  transferPage,
  transferTexts,
  type TransferItem,
} from '.';

const items: TransferItem[] = Array.from({ length: 14 }, (_, i) => ({
  key: `k${i}`,
  title: `Item ${i}`,
  description: i === 3 ? 'special' : undefined,
  disabled: i === 2,
}));

describe('transfer rules', () => {
  it('splits items, keeping the target order', () => {
    const { source, target } = splitTransfer(items, ['k5', 'k1', 'ghost']);
    expect(target.map((i) => i.key)).toEqual(['k5', 'k1']);
    expect(source).toHaveLength(12);
  });

  it('searches titles and descriptions as plain text', () => {
    expect(searchTransfer(items, 'item 1').map((i) => i.key)).toEqual(['k1', 'k10', 'k11', 'k12', 'k13']);
    expect(searchTransfer(items, 'SPECIAL').map((i) => i.key)).toEqual(['k3']);
    expect(searchTransfer(items, '(')).toEqual([]);
  });

  it.each([
    [1, 1, 5],
    [3, 3, 4],
    [9, 3, 4],
    [0, 1, 5],
  ])('pages: page %p gives page %p with %p items', (page, at, count) => {
    const result = transferPage(items, page, 5);
    expect(result).toMatchObject({ page: at, pages: 3 });
    expect(result.items).toHaveLength(count);
  });

  it('selects all enabled items of a page, and clears them', () => {
    const page = items.slice(0, 5);
    const all = selectAllOnPage(['k9'], page, true);
    expect(all).toEqual(['k9', 'k0', 'k1', 'k3', 'k4']);
    expect(pageSelection(all, page)).toBe('all');
    expect(pageSelection(['k0'], page)).toBe('some');
    expect(selectAllOnPage(all, page, false)).toEqual(['k9']);
  });

  it('moves selected keys but never disabled ones', () => {
    expect(moveTransfer(items, ['k7'], ['k2', 'k1', 'k0'], 'target')).toEqual(['k7', 'k0', 'k1']);
    expect(moveTransfer(items, ['k7', 'k0', 'k1'], ['k0'], 'source')).toEqual(['k7', 'k1']);
  });
});

describe('transfer machine and view', () => {
  const start = (oneWay = false) => {
    const actor = createActor(transferMachine, { input: { items, pageSize: 5, oneWay } });
    const changes: string[][] = [];
    actor.on('change', (e) => changes.push(e.targetKeys));
    actor.start();
    const view = () =>
      connectTransfer(actor.getSnapshot(), actor.send, connectEnv(transferTexts, 'en_US', 'desktop'));
    return { view, changes, actor };
  };

  it('follows new items from the host: new titles show, the choice and the selections stay', () => {
    const { view, changes, actor } = start();
    view().source.toggle('k0');
    view().moveRight();
    view().source.toggle('k1');
    view().source.toggle('k3');
    const renamed = items.map((i) => ({ ...i, title: `Eintrag ${i.key}`, disabled: i.key === 'k3' }));
    actor.send({ type: 'ITEMS.SYNC', items: renamed });
    expect(view().target.items.map((i) => i.title)).toEqual(['Eintrag k0']);
    expect(view().source.items[0]?.title).toBe('Eintrag k1');
    // k3 is now disabled: it leaves the selection, k1 stays selected; nothing moved
    expect(
      view()
        .source.items.filter((i) => i.selected)
        .map((i) => i.key),
    ).toEqual(['k1']);
    expect(changes).toEqual([['k0']]);
  });

  it('moves items right and left with searches on both sides', () => {
    const { view, changes } = start();
    expect(view().canMoveRight).toBe(false);
    view().source.toggle('k0');
    view().source.toggle('k2');
    expect(view().source.items.find((i) => i.key === 'k2')?.selected).toBe(false);
    view().source.search('item 1');
    view().source.togglePage(true);
    expect(view().source.count).toBe('6/14 items');
    view().moveRight();
    expect(changes).toEqual([['k0', 'k1', 'k10', 'k11', 'k12', 'k13']]);
    expect(view().source.count).toBe('0/8 items');
    view().target.search('item 1');
    view().target.toggle('k11');
    view().moveLeft();
    expect(view().targetKeys).toEqual(['k0', 'k1', 'k10', 'k12', 'k13']);
  });

  it('moves only right in one-way mode; the target removes one by one', () => {
    const { view } = start(true);
    expect(view().showMoveLeft).toBe(false);
    expect(view().target.removable).toBe(true);
    view().source.toggle('k4');
    view().moveRight();
    view().target.toggle('k4');
    view().moveLeft();
    expect(view().targetKeys).toEqual(['k4']);
    view().target.remove('k4');
    expect(view().targetKeys).toEqual([]);
  });

  it('pages each side', () => {
    const { view } = start();
    expect(view().source.pages).toBe(3);
    view().source.setPage(3);
    expect(view().source.items.map((i) => i.key)).toEqual(['k10', 'k11', 'k12', 'k13']);
  });
});
