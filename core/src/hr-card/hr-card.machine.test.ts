import { createActor, fromPromise, waitFor } from 'xstate';
import { translate } from '../i18n';
import { connectHrCard } from './hr-card.connect';
import { hrCardMachine, type HrCardDetails, type HrCardSubject } from './hr-card.machine';
import './messages';

const env = {
  locale: 'en_US' as const,
  platform: 'desktop' as const,
  t: (k: never, p?: never) => translate('en_US', k, p),
};

function start(disabled = false, fail = false) {
  const calls: HrCardSubject[] = [];
  const machine = hrCardMachine.provide({
    actors: {
      fetchDetails: fromPromise<HrCardDetails, HrCardSubject>(async ({ input }) => {
        calls.push(input);
        if (fail) throw new Error('HTTP 500');
        return { name: `Name ${input.id}`, departmentName: 'R&D', email: '' };
      }),
    },
  });
  const actor = createActor(machine, { input: { disabled } }).start();
  const view = () => connectHrCard(actor.getSnapshot(), actor.send, env);
  return { actor, calls, view };
}

describe('hrCardMachine (spec 2.2, 4)', () => {
  it('opens a card with its kind, route, width and labelled fields', async () => {
    const card = start();
    card.view().show({ type: 'resource', id: 'u2', name: 'Wu' });
    expect(card.view()).toMatchObject({ open: true, status: 'loading', title: 'Wu' });
    await waitFor(card.actor, (s) => s.matches('shown'));
    expect(card.view()).toMatchObject({
      kind: 'inside',
      kindLabel: 'Person',
      title: 'Name u2',
      width: 510,
      // spec 9: the popup keeps 10 px from the window edges
      margin: 10,
      route: '/sp/hrm/profileInfo/u2',
      fields: [{ key: 'departmentName', label: 'Department', value: 'R&D' }],
    });
  });

  it('reuses the one instance for the same target, without a new call', async () => {
    const card = start();
    card.view().show({ type: 'resource', id: 'u2' });
    await waitFor(card.actor, (s) => s.matches('shown'));
    card.view().show({ type: 'user', id: 'u2' });
    expect(card.view()).toMatchObject({ status: 'shown', opens: 2, key: 'inside:u2' });
    card.view().close();
    card.view().show({ type: 'resource', id: 'u2' });
    expect(card.view()).toMatchObject({ status: 'shown', opens: 3 });
    expect(card.calls).toHaveLength(1);
    card.view().show({ type: 'position', id: 'p1' });
    await waitFor(card.actor, (s) => s.matches('shown'));
    expect(card.view()).toMatchObject({ kind: 'position', width: 310, route: '/sp/hrm/positionCard/p1' });
    expect(card.calls).toHaveLength(2);
  });

  it('opens nothing when the global flag disables HR cards, or for an unknown kind', () => {
    const off = start(true);
    off.view().show({ type: 'resource', id: 'u2' });
    expect(off.view().open).toBe(false);
    const on = start();
    on.view().show({ type: 'meeting', id: 'm1' });
    expect(on.view().open).toBe(false);
  });

  it('groups open as a popup only, with no page', async () => {
    const card = start();
    card.view().show({ type: 'group', id: 'g1' });
    await waitFor(card.actor, (s) => s.matches('shown'));
    expect(card.view()).toMatchObject({ kind: 'group', route: null });
  });

  it('shows an error with retry', async () => {
    const card = start(false, true);
    card.view().show({ type: 'department', id: 'd1' });
    await waitFor(card.actor, (s) => s.matches('failure'));
    expect(card.view().status).toBe('error');
    card.view().retry();
    expect(card.view().status).toBe('loading');
  });
});
