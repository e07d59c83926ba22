import { createActor } from 'xstate';
import type { FormView } from '../form/form.connect';
import { connectEnv } from '../shared/connect';
import { connectDetailCard, detailCardView } from './detail-card.connect';
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
