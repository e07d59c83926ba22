import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { FeatureMessages } from '../../i18n';
import { connectEnv, type Connect } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useLocale } from '../use-locale';
import { ActorHost } from './actor-host';

/** Options of `useMachineActor` and `useMachineView`; read once, when the component mounts. */
export interface MachineViewOptions<TMachine extends AnyStateMachine> {
  /** The machine's input. */
  input: InputFrom<TMachine>;
  /** Whose rules apply: desktop or mobile. */
  platform: Platform;
  /** The feature's messages handle (`messages.ts`), so `env.t` speaks its texts. */
  messages: FeatureMessages;
  /** Actors, delays, guards or actions to swap in (hosts, demos, tests). */
  implementations?: Parameters<TMachine['provide']>[0];
}

/**
 * A running actor of `machine` for the calling component, safe under StrictMode and concurrent
 * rendering: the actor starts in an effect, stops in its cleanup, and a remount starts a new one.
 */
export function useMachineActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Pick<MachineViewOptions<TMachine>, 'input' | 'implementations'>,
): ActorHost<TMachine> {
  const [host] = useState(() => {
    const logic = options.implementations ? (machine.provide(options.implementations) as TMachine) : machine;
    return new ActorHost(logic, options.input);
  });
  useEffect(() => host.mount(), [host]);
  return host;
}

/**
 * The one hook shape of every feature: runs `machine`, and returns `connect(snapshot, send, env)`,
 * recomputed when the snapshot, the locale or the platform changes.
 */
export function useMachineView<TMachine extends AnyStateMachine, TView>(
  machine: TMachine,
  options: MachineViewOptions<TMachine>,
  connect: Connect<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, TView>,
): TView {
  return useActorView(useMachineActor(machine, options), options, connect);
}

/**
 * `connect(snapshot, send, env)` over an actor host from `useMachineActor`, for a hook that also
 * needs the host itself (its `on(emitted)`, or events from the page such as visibility).
 */
export function useActorView<TMachine extends AnyStateMachine, TView>(
  host: ActorHost<TMachine>,
  options: Pick<MachineViewOptions<TMachine>, 'platform' | 'messages'>,
  connect: Connect<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, TView>,
): TView {
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const locale = useLocale();
  const { platform, messages } = options;
  const env = useMemo(() => connectEnv(messages, locale, platform), [messages, locale, platform]);
  return useMemo(() => connect(snapshot, host.send, env), [connect, snapshot, host, env]);
}
