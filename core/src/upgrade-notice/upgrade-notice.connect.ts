import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { UPGRADE_SNOOZE_MS } from './upgrade-notice.logic';
import type { UpgradeNoticeMachine } from './upgrade-notice.machine';
import type { UpgradeNoticeEvent } from './upgrade-notice.types';

/** Where the notice stands, as a skin may want to know (tests, a status badge). */
export type UpgradeNoticeStatus = 'off' | 'idle' | 'checking' | 'notice' | 'stopped' | 'never' | 'reloading';

/** The texts of the dialog (spec 8), in the current locale. */
export interface UpgradeNoticeTexts {
  title: string;
  /** A system upgrade was detected, features may be abnormal, refresh before use. */
  content: string;
  refreshNow: string;
  /** The "don't refresh for now" button, which keeps the notice quiet for the snooze time. */
  notNow: string;
  /** Says how long "don't refresh for now" stays quiet (a tooltip of that button). */
  notNowDetail: string;
  /** Desktop only: the never-again button; null where that choice does not exist. */
  neverRemind: string | null;
  /** Desktop only: where reminders can be turned back on; null on mobile. */
  hint: string | null;
}

/** What a skin renders for the upgrade notice, and the user's choices. */
export interface UpgradeNoticeView {
  /** True while the dialog is to be shown. */
  open: boolean;
  status: UpgradeNoticeStatus;
  /** The modules whose version changed (sorted). */
  changedModules: readonly string[];
  /** Desktop offers "no more reminders"; mobile does not (spec 4). */
  canNeverRemind: boolean;
  texts: UpgradeNoticeTexts;
  /** Reloads the page. */
  refreshNow(): void;
  /** Closes the notice for this deploy (close button, Escape, mask). */
  dismiss(): void;
  /** "Don't refresh for now": quiet for 3 h on desktop, 24 h on mobile. */
  snooze(): void;
  /** "No more reminders" (desktop): local flag plus the personal setting saved as false. */
  neverRemind(): void;
}

type Snapshot = Pick<SnapshotFrom<UpgradeNoticeMachine>, 'value' | 'context'>;

const STATUSES: readonly UpgradeNoticeStatus[] = [
  'off',
  'idle',
  'checking',
  'notice',
  'stopped',
  'never',
  'reloading',
];

function statusOf(value: Snapshot['value']): UpgradeNoticeStatus {
  if (value === 'savingNever') return 'never';
  // the transient states (starting, due) are never at rest; anything unknown reads as idle
  return STATUSES.find((status) => status === value) ?? 'idle';
}

function textsFor({ t }: ConnectEnv, canNeverRemind: boolean, snoozeMs: number): UpgradeNoticeTexts {
  return {
    title: t('upgrade-notice.title'),
    content: t('upgrade-notice.content'),
    refreshNow: t('upgrade-notice.refreshNow'),
    notNow: t('upgrade-notice.notNow'),
    notNowDetail: t('upgrade-notice.notNowDetail', { hours: snoozeMs / 3_600_000 }),
    neverRemind: canNeverRemind ? t('upgrade-notice.neverRemind') : null,
    hint: canNeverRemind ? t('upgrade-notice.hint') : null,
  };
}

/** Turns the machine's snapshot into the view model both skins render, in `env`'s locale. */
export function connectUpgradeNotice(
  snapshot: Snapshot,
  send: (event: UpgradeNoticeEvent) => void,
  env: ConnectEnv,
): UpgradeNoticeView {
  const status = statusOf(snapshot.value);
  const { platform, changedModules } = snapshot.context;
  const canNeverRemind = platform === 'desktop';
  return {
    open: status === 'notice',
    status,
    changedModules,
    canNeverRemind,
    texts: textsFor(env, canNeverRemind, UPGRADE_SNOOZE_MS[platform]),
    refreshNow: () => send({ type: 'NOTICE.REFRESH' }),
    dismiss: () => send({ type: 'NOTICE.DISMISS' }),
    snooze: () => send({ type: 'NOTICE.SNOOZE' }),
    neverRemind: () => send({ type: 'NOTICE.NEVER' }),
  };
}
