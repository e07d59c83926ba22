import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyStateMachine, SnapshotFrom, Subscription } from 'xstate';
import type { ActorHost } from './actor-host';

type Children<TMachine extends AnyStateMachine> = SnapshotFrom<TMachine>['children'];

/**
 * The snapshot of the host's child actor `id` (an invoked child of its machine), re-rendering when
 * that child changes, not when a sibling does: a hook connects each child on its own, so the view
 * parts of the others keep their identity. Follows the live actor across a StrictMode remount.
 */
export function useChildSnapshot<
  TMachine extends AnyStateMachine,
  K extends keyof Children<TMachine> & string,
>(host: ActorHost<TMachine>, id: K): SnapshotFrom<NonNullable<Children<TMachine>[K]>> {
  const childOf = useCallback(
    () => (host.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[id],
    [host, id],
  );
  const subscribe = useCallback(
    (notify: () => void) => {
      let child: AnyActorRef | undefined;
      let sub: Subscription | undefined;
      const follow = () => {
        const next = childOf();
        if (next === child) return;
        sub?.unsubscribe();
        child = next;
        sub = child?.subscribe({ next: notify, error: notify });
      };
      follow();
      const off = host.subscribe(() => {
        follow();
        notify();
      });
      return () => {
        off();
        sub?.unsubscribe();
      };
    },
    [host, childOf],
  );
  const get = () => childOf()?.getSnapshot() as SnapshotFrom<NonNullable<Children<TMachine>[K]>>;
  return useSyncExternalStore(subscribe, get, get);
}
