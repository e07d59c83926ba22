import { useCallback } from 'react';
import {
  commentTexts,
  connectHighlightPanel,
  highlightPanelMachine,
  type HighlightData,
  type HighlightPanelEvent,
  type HighlightPanelView,
} from '../../comment';
import type { SnapshotFrom } from 'xstate';
import type { Connect } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useActorView, useMachineActor } from '../machine';

const connectStandalone: Connect<
  SnapshotFrom<typeof highlightPanelMachine>,
  HighlightPanelEvent,
  HighlightPanelView
> = (snapshot, send, env) =>
  connectHighlightPanel(snapshot.context, () => send({ type: 'HIGHLIGHT', visible: false }), env);

/** The highlight panel on its own, with the event that opens or closes it (visible flag and data). */
export function useHighlightPanel(platform: Platform): HighlightPanelView & {
  toggle(visible: boolean, data?: HighlightData): void;
} {
  const actor = useMachineActor(highlightPanelMachine, { input: undefined });
  const view = useActorView(actor, { platform, messages: commentTexts }, connectStandalone);
  const toggle = useCallback(
    (visible: boolean, data?: HighlightData) => actor.send({ type: 'HIGHLIGHT', visible, data }),
    [actor],
  );
  return { ...view, toggle };
}
