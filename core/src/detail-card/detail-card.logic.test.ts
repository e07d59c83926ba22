import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectDetailCard } from './detail-card.connect';
import { detailCardHeight, sectionHeight, skeletonRows } from './detail-card.logic';
import { detailCardMachine } from './detail-card.machine';
import { detailCardTexts } from './messages';

describe('detail card skeleton and heights (spec 9)', () => {
  it('fits 40 px rows in the 300 px container', () => {
    expect(skeletonRows()).toBe(7);
    expect(skeletonRows(100, 0)).toBe(0);
  });

  it('measures the skeleton until initialised, then the open sections', () => {
    const sections = [
      { header: true, open: true, height: 88 },
      { header: true, open: false, height: 500 },
      { header: false, open: true, height: 44 },
    ];
    expect(sectionHeight(sections[1]!)).toBe(40);
    expect(detailCardHeight(false, sections)).toBe(300);
    expect(detailCardHeight(true, sections)).toBe(40 + 88 + 40 + 44);
  });

  it('shows the skeleton, then the card with its heading (spec 2.3, 4)', () => {
    const actor = createActor(detailCardMachine, { input: {} }).start();
    const view = () =>
      connectDetailCard(actor.getSnapshot(), actor.send, connectEnv(detailCardTexts, 'en_US', 'desktop'));
    expect(view()).toMatchObject({
      initialised: false,
      height: 300,
      heading: 'Detail card',
      skeleton: { rows: 7 },
    });
    actor.send({
      type: 'INIT',
      card: {
        title: 'Customer',
        items: [{ id: 'a', itemType: 'RATE', label: 'A', groupId: 'g' }],
        groups: [{ id: 'g', title: 'G', kind: 'alwaysShow' }],
      },
    });
    expect(view()).toMatchObject({ initialised: true, heading: 'Customer', height: 40 + 56 });
    expect(view().sections[0]).toMatchObject({ kind: 'alwaysShow', toggles: false, open: true });
  });
});
