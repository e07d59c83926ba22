import { createActor } from 'xstate';
import type { Locale } from '../i18n';
import { connectEnv } from '../shared/connect';
import type { Platform } from '../shared/platform';
import { titleTexts } from './messages';
import { connectTitle } from './title.connect';
import { titleMachine, type TitleInput } from './title.machine';

function start(input: Partial<TitleInput>, locale: Locale = 'zh_CN', platform: Platform = 'mobile') {
  const actor = createActor(titleMachine, { input: { title: '基本信息', ...input } }).start();
  const opens: boolean[] = [];
  let actions = 0;
  actor.on('openChange', (event) => opens.push(event.open));
  actor.on('action', () => (actions += 1));
  const view = () => connectTitle(actor.getSnapshot(), actor.send, connectEnv(titleTexts, locale, platform));
  return { actor, opens, view, actions: () => actions };
}

describe('title machine and view (spec 2.3)', () => {
  it('shows a level-2 section title by default, with the accent bar on mobile only', () => {
    expect(start({}).view()).toMatchObject({
      text: '基本信息',
      level: 2,
      fontSize: 16,
      headingLevel: 3,
      description: '',
      accent: true,
      count: null,
      action: null,
      collapsible: false,
      open: true,
    });
    expect(start({ level: 1 }, 'zh_CN', 'desktop').view()).toMatchObject({ fontSize: 20, accent: false });
    expect(start({ level: 1, accent: false }).view()).toMatchObject({ fontSize: 18, accent: false });
  });

  it('shows a count badge and an action it reports', () => {
    const { view, actions } = start({ count: 120, actionLabel: '更多' });
    expect(view().count).toEqual({ text: '99+', label: '99+ 项' });
    expect(view().action).toEqual({ label: '更多', ariaLabel: '更多：基本信息' });
    view().act();
    expect(actions()).toBe(1);
    const none = start({});
    none.view().act();
    expect(none.actions()).toBe(0);
  });

  it('opens and closes its section when collapsible, and reports it', () => {
    const { view, opens } = start({ collapsible: true }, 'en_US');
    expect(view()).toMatchObject({ open: true, toggleLabel: 'Collapse 基本信息' });
    view().toggle();
    expect(view()).toMatchObject({ open: false, toggleLabel: 'Expand 基本信息' });
    expect(opens).toEqual([false]);
    const fixed = start({});
    fixed.view().toggle();
    expect(fixed.opens).toEqual([]);
    expect(fixed.view().open).toBe(true);
  });

  it('only reports toggles when controlled and follows the synced state and options', () => {
    const { actor, view, opens } = start({ collapsible: true, open: false });
    view().toggle();
    expect(view().open).toBe(false);
    expect(opens).toEqual([true]);
    actor.send({ type: 'OPEN.SYNC', open: true });
    expect(view().open).toBe(true);
    actor.send({ type: 'CONFIGURE', options: { title: '附件', level: 3, description: '共 3 个' } });
    expect(view()).toMatchObject({
      text: '附件',
      level: 3,
      fontSize: 14,
      description: '共 3 个',
      open: true,
    });
  });
});
