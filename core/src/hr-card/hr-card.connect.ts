import type { SnapshotFrom } from 'xstate';
import type { MessageKey } from '../i18n';
import { HR_CARD_MARGIN } from '../shared/hr-card-rules';
import type { ConnectEnv } from '../shared/connect';
import type { HrCardKind } from './hr-card.logic';
import type { HrCardEvent, HrCardMachine, HrCardSubject } from './hr-card.machine';

/** What both skins render for the page's HR popup card. */
export interface HrCardView {
  open: boolean;
  status: 'closed' | 'loading' | 'shown' | 'error';
  /** Identifies the one instance (the same target keeps it). */
  key: string | null;
  /** How many times the instance was opened (the reuse is visible to tests). */
  opens: number;
  kind: HrCardKind | null;
  kindLabel: string;
  title: string;
  /** spec 9: 510, 310 for a position, 410 for an external person. */
  width: number;
  /** spec 9: the popup keeps 10 px from the window's edges (a narrow window narrows the card). */
  margin: number;
  /** spec 2.2: the card's full page, or null (groups, roles, unit groups). */
  route: string | null;
  openPageLabel: string;
  /** The card's lines, labelled, empty ones left out. */
  fields: readonly { key: string; label: string; value: string }[];
  texts: { loading: string; error: string; retry: string; close: string };
  /** Opens the card for a target (nothing when HR cards are disabled or the type has none). */
  show(subject: HrCardSubject): void;
  close(): void;
  retry(): void;
}

type Snapshot = Pick<SnapshotFrom<HrCardMachine>, 'value' | 'context'>;

const FIELDS: readonly [string, MessageKey][] = [
  ['jobNum', 'hr-card.jobNum'],
  ['subcompanyName', 'hr-card.subcompany'],
  ['departmentName', 'hr-card.department'],
  ['positionName', 'hr-card.position'],
  ['mobile', 'hr-card.mobile'],
  ['email', 'hr-card.email'],
  ['memberCount', 'hr-card.members'],
];

/** The HR card's view model in `env`'s locale. */
export function connectHrCard(
  snapshot: Snapshot,
  send: (event: HrCardEvent) => void,
  env: ConnectEnv,
): HrCardView {
  const { t } = env;
  const c = snapshot.context;
  const status = snapshot.value === 'failure' ? 'error' : (snapshot.value as HrCardView['status']);
  const kind = c.card?.kind ?? null;
  return {
    open: status !== 'closed',
    status,
    key: c.key,
    opens: c.opens,
    kind,
    kindLabel: kind ? t(`hr-card.kind.${kind}` as MessageKey) : '',
    title: c.details.name || c.subject?.name || c.subject?.id || '',
    width: c.card?.popupWidth ?? 510,
    margin: HR_CARD_MARGIN,
    route: c.card?.route ?? null,
    openPageLabel: t('hr-card.openPage'),
    fields: FIELDS.filter(([key]) => (c.details[key] ?? '') !== '').map(([key, label]) => ({
      key,
      label: t(label),
      value: c.details[key] as string,
    })),
    texts: {
      loading: t('hr-card.loading'),
      error: t('hr-card.error'),
      retry: t('hr-card.retry'),
      close: t('hr-card.close'),
    },
    show: (subject) => send({ type: 'CARD.OPEN', subject }),
    close: () => send({ type: 'CARD.CLOSE' }),
    retry: () => send({ type: 'CARD.RETRY' }),
  };
}
