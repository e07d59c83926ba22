import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { rateTexts } from './messages';
import { connectRate } from './rate.connect';
import { rateMachine, type RateInput } from './rate.machine';

function start(input: RateInput) {
  const actor = createActor(rateMachine, { input }).start();
  const changes: number[] = [];
  actor.on('change', (event) => changes.push(event.value));
  return { actor, changes };
}

describe('rate machine and view (spec 9)', () => {
  it('keeps a normalized pick when uncontrolled and reports it', () => {
    const { actor, changes } = start({ platform: 'mobile', defaultValue: 2 });
    const view = () => connectRate(actor.getSnapshot(), actor.send, connectEnv(rateTexts, 'zh_CN', 'mobile'));
    expect(view().value).toBe(2);
    view().setValue(3.6);
    expect(view().value).toBe(4);
    expect(changes).toEqual([4]);
  });

  it('only reports picks when controlled, and follows the synced value', () => {
    const { actor, changes } = start({ platform: 'desktop', value: 1 });
    actor.send({ type: 'VALUE.PICK', value: 3.3 });
    expect(actor.getSnapshot().context.value).toBe(1);
    expect(changes).toEqual([3.5]);
    actor.send({ type: 'VALUE.SYNC', value: 3.5 });
    expect(actor.getSnapshot().context.value).toBe(3.5);
  });

  it('re-reads its rules on CONFIGURE', () => {
    const { actor } = start({ platform: 'desktop', defaultValue: 2.5 });
    actor.send({ type: 'CONFIGURE', options: { platform: 'mobile' } });
    expect(actor.getSnapshot().context).toMatchObject({ rules: { count: 5, allowHalf: false }, value: 3 });
  });

  it('labels the value in the env locale', () => {
    const { actor } = start({ platform: 'mobile', value: 3 });
    const label = (locale: 'zh_CN' | 'en_US', value: number) => {
      actor.send({ type: 'VALUE.SYNC', value });
      return connectRate(actor.getSnapshot(), actor.send, connectEnv(rateTexts, locale, 'mobile')).label;
    };
    expect(label('en_US', 3)).toBe('3 of 5 stars');
    expect(label('en_US', 0)).toBe('Not rated');
    expect(label('zh_CN', 2)).toBe('2 / 5 星');
  });
});
