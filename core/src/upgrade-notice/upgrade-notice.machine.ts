import { and, assign, fromPromise, not, setup } from 'xstate';
import {
  HTML_MANIFEST_URL,
  UPGRADE_CHECK_INTERVAL_MS,
  UPGRADE_NOTICE_STORAGE_KEYS,
  diffManifest,
  isNeverRemindFlag,
  isNoticeConsidered,
  isSnoozed,
  isUpgradeCheckDay,
  manifestRequestUrl,
  neverRemindSettings,
  snoozeUntil,
} from './upgrade-notice.logic';
import type {
  HtmlManifest,
  PersonalSetting,
  UpgradeNoticeContext,
  UpgradeNoticeEvent,
  UpgradeNoticeInput,
} from './upgrade-notice.types';

/** Input of the `fetchManifest` actor. */
export interface FetchManifestInput {
  /** The manifest address, cache-busting query included. */
  url: string;
}

/** Input of the `savePersonalSetting` actor. */
export interface SavePersonalSettingInput {
  settings: PersonalSetting[];
}

const rejectUntilProvided = (name: string) => () =>
  Promise.reject(new Error(`provide the ${name} actor (upgradeNoticeActors(services))`));

const { snoozeUntil: SNOOZE_KEY, neverRemind: NEVER_KEY } = UPGRADE_NOTICE_STORAGE_KEYS;

/**
 * The upgrade notice (spec 4, 5, 6, 9): watches `/build/htmlversion.json` and raises one notice when
 * a module's version changed since the last copy the page accepted.
 *
 * starting → off (page not considered, setting false, never chosen)
 *          → due → checking → idle ⟲ (desktop: every 15 min; mobile: `PAGE.VISIBLE`)
 *                           → notice → reloading | idle (dismiss, snooze) | never
 *                           → stopped (a failed fetch silently ends the loop)
 *
 * "Dismiss" accepts the new copy (no reminder until the next deploy); "snooze" keeps the old copy and
 * stays quiet for 3 h (desktop) or 24 h (mobile), so the deploy is reminded once the quiet time ends.
 */
export const upgradeNoticeMachine = setup({
  types: {
    input: {} as UpgradeNoticeInput,
    context: {} as UpgradeNoticeContext,
    events: {} as UpgradeNoticeEvent,
  },
  actors: {
    fetchManifest: fromPromise<HtmlManifest, FetchManifestInput>(rejectUntilProvided('fetchManifest')),
    savePersonalSetting: fromPromise<void, SavePersonalSettingInput>(
      rejectUntilProvided('savePersonalSetting'),
    ),
  },
  delays: {
    CHECK_INTERVAL: UPGRADE_CHECK_INTERVAL_MS,
  },
  guards: {
    pageExcluded: ({ context }) => !isNoticeConsidered(context.page),
    settingOff: ({ context }) => context.refreshNotice === false,
    neverChosen: ({ context }) => isNeverRemindFlag(context.host.storage.get(NEVER_KEY)),
    checkDay: ({ context }) => isUpgradeCheckDay(new Date(context.host.now()), context.checkSettingOn),
    snoozed: ({ context }) => isSnoozed(context.host.storage.get(SNOOZE_KEY), context.host.now()),
    isDesktop: ({ context }) => context.platform === 'desktop',
    isMobile: ({ context }) => context.platform === 'mobile',
    unchanged: (_, { known, next }: { known: HtmlManifest | null; next: HtmlManifest }) =>
      diffManifest(known, next).length === 0,
  },
  actions: {
    keepCopy: assign({ known: (_, manifest: HtmlManifest) => manifest }),
    holdChange: assign((_, { manifest, known }: { manifest: HtmlManifest; known: HtmlManifest | null }) => ({
      pending: manifest,
      changedModules: diffManifest(known, manifest),
    })),
    acceptPending: assign(({ context }) => ({ known: context.pending, pending: null, changedModules: [] })),
    keepKnown: assign({ pending: null, changedModules: [] }),
    storeSnooze: ({ context }) =>
      context.host.storage.set(SNOOZE_KEY, String(snoozeUntil(context.platform, context.host.now()))),
    storeNeverFlag: ({ context }) => context.host.storage.set(NEVER_KEY, '1'),
    reload: ({ context }) => context.host.reload(),
    markOff: assign((_, reason: UpgradeNoticeContext['offReason']) => ({ offReason: reason })),
  },
}).createMachine({
  id: 'upgradeNotice',
  context: ({ input }) => ({
    platform: input.platform,
    host: input.host,
    page: input.page,
    refreshNotice: input.refreshNotice,
    checkSettingOn: input.checkSettingOn ?? true,
    manifestUrl: input.manifestUrl ?? HTML_MANIFEST_URL,
    known: null,
    pending: null,
    changedModules: [],
    offReason: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'pageExcluded', target: 'off', actions: { type: 'markOff', params: 'page' } },
        { guard: 'settingOff', target: 'off', actions: { type: 'markOff', params: 'setting' } },
        { guard: 'neverChosen', target: 'off', actions: { type: 'markOff', params: 'never' } },
        { target: 'due' },
      ],
    },
    // Desktop checks on start and then on every interval; mobile on load and on each return to the page.
    due: {
      always: [
        // another tab of the same user may have chosen never meanwhile
        { guard: 'neverChosen', target: 'off', actions: { type: 'markOff', params: 'never' } },
        { guard: and(['checkDay', not('snoozed')]), target: 'checking' },
        { target: 'idle' },
      ],
    },
    checking: {
      invoke: {
        src: 'fetchManifest',
        input: ({ context }) => ({ url: manifestRequestUrl(context.manifestUrl, context.host.now()) }),
        onDone: [
          {
            // without a previous copy nothing has changed: the first answer becomes the copy
            guard: {
              type: 'unchanged',
              params: ({ context, event }) => ({ known: context.known, next: event.output }),
            },
            target: 'idle',
            actions: { type: 'keepCopy', params: ({ event }) => event.output },
          },
          {
            target: 'notice',
            actions: {
              type: 'holdChange',
              params: ({ context, event }) => ({ manifest: event.output, known: context.known }),
            },
          },
        ],
        // spec 7/8: a failed version check silently stops the loop
        onError: { target: 'stopped' },
      },
    },
    idle: {
      after: { CHECK_INTERVAL: { guard: 'isDesktop', target: 'due' } },
      on: { 'PAGE.VISIBLE': { guard: 'isMobile', target: 'due' } },
    },
    // One notice at a time: nothing is checked while it shows.
    notice: {
      on: {
        'NOTICE.REFRESH': { target: 'reloading' },
        'NOTICE.DISMISS': { target: 'idle', actions: 'acceptPending' },
        'NOTICE.SNOOZE': { target: 'idle', actions: ['storeSnooze', 'keepKnown'] },
        'NOTICE.NEVER': { guard: 'isDesktop', target: 'savingNever', actions: 'storeNeverFlag' },
      },
    },
    savingNever: {
      invoke: {
        src: 'savePersonalSetting',
        input: () => ({ settings: neverRemindSettings() }),
        // the local flag already keeps the notice off in this browser; a failed save changes nothing here
        onDone: { target: 'never' },
        onError: { target: 'never' },
      },
    },
    never: { type: 'final', entry: { type: 'markOff', params: 'never' } },
    reloading: { type: 'final', entry: 'reload' },
    stopped: { type: 'final' },
    off: { type: 'final' },
  },
});

/** The machine of the upgrade notice, for typing actors and snapshots. */
export type UpgradeNoticeMachine = typeof upgradeNoticeMachine;
