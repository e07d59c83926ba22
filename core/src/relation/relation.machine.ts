// A related-record field (spec 4 "Linked-record changes"): a pick or a removal is compared with the
// links held, only the difference is sent (add, then delete), a self link is refused with an info
// message, and entries below the form's secret level are dropped (spec 4, spec 5).
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { DetailLinkOption } from '../layout';
import { dropBelowSecretLevel } from '../shared/secret-level-filter';
import { planRelationChanges } from './relation.logic';
import type { RelationKind, RelationRecord, RelationTarget } from './relation.types';
import { rejectUntilProvided } from '../shared/reject-until-provided';

export interface RelationFieldInput {
  kind: RelationKind;
  /** The links held (spec 3 relation records). */
  items?: readonly RelationRecord[];
  /** The card's own record id: it can never be linked (spec 8). */
  selfId?: string;
  /** Where links are saved. */
  target: RelationTarget;
  /** The form's secret level: lower entries are dropped (spec 4). */
  formSecretLevel?: number | null;
  /** Free (unpaid) module or a read-only card (spec 4). */
  readOnly?: boolean;
  /** How a linked record's row opens it (spec 2.2): module route, external link base, mobile template. */
  detailLink?: DetailLinkOption;
}

export interface RelationContext {
  kind: RelationKind;
  items: RelationRecord[];
  selfId?: string;
  target: RelationTarget;
  formSecretLevel?: number | null;
  readOnly: boolean;
  detailLink?: DetailLinkOption;
  /** The links before the change being saved (restored when it fails). */
  previous: RelationRecord[];
  /** The change being saved. */
  pending: { add: string[]; remove: string[] } | null;
  /** The last save's failure: what and why (read for the user by connect). */
  error: Failure | null;
  /** spec 8: the last pick held the record itself. */
  refusedSelf: boolean;
}

export type RelationEvent =
  | { type: 'PICKED'; items: readonly RelationRecord[] }
  | { type: 'REMOVE'; targetId: string }
  | { type: 'ITEMS.SYNC'; items: readonly RelationRecord[] }
  | { type: 'CONFIGURE'; readOnly?: boolean; formSecretLevel?: number | null }
  | { type: 'INFO.DISMISS' };

/** `change`: the links after a saved change and the ids added and removed; `refused`: a self link was left out. */
export type RelationEmitted =
  | { type: 'change'; items: RelationRecord[]; add: string[]; remove: string[] }
  | { type: 'refused'; selfId: string };

export interface RelationSaveInput {
  kind: RelationKind;
  target: RelationTarget;
  add: string[];
  remove: string[];
}

// IO: each rejects until provided (the feature's service.ts gives the real actors, tests fakes)
const unprovidedActors = {
  save: fromPromise<void, RelationSaveInput>(rejectUntilProvided('save')),
};

const kept = (items: readonly RelationRecord[], level: number | null | undefined) =>
  dropBelowSecretLevel(items, level);

/** The next links and the change from the held ones, self links left out. */
function change(context: RelationContext, picked: readonly RelationRecord[]) {
  const plan = planRelationChanges(
    context.items.map((item) => item.targetId),
    picked.map((item) => item.targetId),
    { selfId: context.selfId },
  );
  const added = new Set(plan.add);
  const removed = new Set(plan.remove);
  const known = new Map(context.items.map((item) => [item.targetId, item]));
  const next = [
    ...context.items.filter((item) => !removed.has(item.targetId)),
    ...picked.filter((item) => added.has(item.targetId) && !known.has(item.targetId)),
  ];
  // a pick in the same call may repeat an id: keep the first
  const unique = next.filter(
    (item, index) => next.findIndex((other) => other.targetId === item.targetId) === index,
  );
  return { plan, next: unique };
}

export const relationMachine = setup({
  types: {
    input: {} as RelationFieldInput,
    context: {} as RelationContext,
    events: {} as RelationEvent,
    emitted: {} as RelationEmitted,
  },
  actors: unprovidedActors,
}).createMachine({
  id: 'relation',
  context: ({ input }) => ({
    kind: input.kind,
    items: kept(input.items ?? [], input.formSecretLevel),
    selfId: input.selfId,
    target: input.target,
    formSecretLevel: input.formSecretLevel,
    readOnly: input.readOnly ?? false,
    detailLink: input.detailLink,
    previous: [],
    pending: null,
    error: null,
    refusedSelf: false,
  }),
  initial: 'idle',
  on: {
    CONFIGURE: {
      actions: assign(({ context, event }) => ({
        readOnly: event.readOnly ?? context.readOnly,
        formSecretLevel:
          event.formSecretLevel === undefined ? context.formSecretLevel : event.formSecretLevel,
        items: kept(
          context.items,
          event.formSecretLevel === undefined ? context.formSecretLevel : event.formSecretLevel,
        ),
      })),
    },
    'INFO.DISMISS': { actions: assign({ refusedSelf: false }) },
  },
  states: {
    idle: {
      on: {
        'ITEMS.SYNC': {
          actions: assign(({ context, event }) => ({ items: kept(event.items, context.formSecretLevel) })),
        },
        PICKED: [
          {
            guard: ({ context }) => !context.readOnly,
            actions: [
              assign(({ context, event }) => {
                const { plan, next } = change(context, kept(event.items, context.formSecretLevel));
                const pending =
                  plan.add.length + plan.remove.length > 0 ? { add: plan.add, remove: plan.remove } : null;
                return {
                  refusedSelf: plan.refusedSelf,
                  error: null,
                  ...(pending ? { previous: context.items, items: next, pending } : {}),
                };
              }),
              enqueueActions(({ context, enqueue }) => {
                if (context.refusedSelf) enqueue.emit({ type: 'refused', selfId: context.selfId ?? '' });
              }),
            ],
            target: 'check',
          },
        ],
        REMOVE: {
          guard: ({ context }) => !context.readOnly,
          actions: assign(({ context, event }) => {
            const { plan, next } = change(
              context,
              context.items.filter((item) => item.targetId !== event.targetId),
            );
            const pending = plan.remove.length > 0 ? { add: [], remove: plan.remove } : null;
            return {
              error: null,
              refusedSelf: false,
              ...(pending ? { previous: context.items, items: next, pending } : {}),
            };
          }),
          target: 'check',
        },
      },
    },
    check: {
      always: [{ guard: ({ context }) => context.pending !== null, target: 'saving' }, { target: 'idle' }],
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          kind: context.kind,
          target: context.target,
          add: context.pending?.add ?? [],
          remove: context.pending?.remove ?? [],
        }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({
              type: 'change' as const,
              items: context.items,
              add: context.pending?.add ?? [],
              remove: context.pending?.remove ?? [],
            })),
            assign({ pending: null, previous: [] }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            items: context.previous,
            previous: [],
            pending: null,
            error: failureOf('save', event.error),
          })),
        },
      },
    },
  },
});

export type RelationMachine = typeof relationMachine;
