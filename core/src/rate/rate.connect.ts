import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { RateEvent, RateMachine } from './rate.machine';
import type { RateRules } from './rate.types';

/** What a skin shows for a rating, and what it may do. */
export interface RateView extends RateRules {
  value: number;
  /** Accessible and visible text, e.g. "3 / 5 星". */
  label: string;
  /** Title of the whole control. */
  title: string;
  /** The user picked `value` stars (normalized to the rules). */
  setValue(value: number): void;
}

export function connectRate(
  snapshot: SnapshotFrom<RateMachine>,
  send: (event: RateEvent) => void,
  env: ConnectEnv,
): RateView {
  const { rules, value } = snapshot.context;
  return {
    ...rules,
    value,
    title: env.t('rate.label'),
    label: value > 0 ? env.t('rate.value', { value, count: rules.count }) : env.t('rate.unrated'),
    setValue: (next) => send({ type: 'VALUE.PICK', value: next }),
  };
}
