import { assign, setup } from 'xstate';
import type { SensitiveHit } from './comment.types';

/** The highlight panel's data (spec 4: opened or closed by an event with a visible flag and data). */
export interface HighlightData {
  text: string;
  hits: SensitiveHit[];
}

/** Events of the highlight panel (spec 4: one event carrying a visible flag and data). */
export type HighlightPanelEvent = { type: 'HIGHLIGHT'; visible: boolean; data?: HighlightData };

/**
 * The highlight panel of sensitive-word hits on its own (spec 2.3, 4): `HIGHLIGHT` with
 * `visible: true` and the text and hits opens it, `visible: false` closes it. The comment widget
 * runs it as its `highlight` child.
 */
export const highlightPanelMachine = setup({
  types: {
    context: {} as { visible: boolean; data: HighlightData | null },
    events: {} as HighlightPanelEvent,
  },
}).createMachine({
  id: 'highlightPanel',
  context: { visible: false, data: null },
  on: {
    HIGHLIGHT: {
      actions: assign(({ context, event }) => ({
        visible: event.visible,
        data: event.data ?? (event.visible ? context.data : null),
      })),
    },
  },
});
