import { connectRate, rateMachine, rateTexts, type RateOptions, type RateView } from '../../rate';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

export interface UseRateProps extends RateOptions {
  /** Controlled value. */
  value?: number;
  /** Initial value when uncontrolled. */
  defaultValue?: number;
  onChange?: (value: number) => void;
}

/** Props both skins' `Rate` take. */
export interface RateSkinProps extends Omit<UseRateProps, 'platform'> {
  /** Shows the value but takes no input. */
  readOnly?: boolean;
}

/** A star rating's view model over core's rate machine. */
export function useRate({ value, defaultValue, onChange, ...options }: UseRateProps): RateView {
  const host = useMachineActor(rateMachine, { input: { ...options, value, defaultValue } });
  useActorEvent(host, 'change', (event) => onChange?.(event.value));
  useSyncToActor(host, value, (synced) => ({ type: 'VALUE.SYNC' as const, value: synced }));
  const { platform, count, allowHalf } = options;
  useSyncToActor(host, { platform, count, allowHalf }, (rules) => ({
    type: 'CONFIGURE' as const,
    options: rules,
  }));
  return useActorView(host, { platform, messages: rateTexts }, connectRate);
}
