import type { SnapshotFrom } from 'xstate';
import type { CardRelevanceData } from '../form';
import type { ConnectEnv } from '../shared/connect';
import type { DetailCardRelatedEvent, DetailCardRelatedMachine } from './detail-card.related.machine';

/** A card's related-record refresh as a skin shows it (a pull on the mobile list). */
export interface DetailCardRelatedRefreshView {
  /** A refresh can be asked (false: a host's card without `refreshRelated`). */
  enabled: boolean;
  refreshing: boolean;
  /** Why the last refresh failed; the records shown stay. */
  error: string | undefined;
  /** The groups of the last refresh, shown instead of the card's own. */
  reloaded: readonly CardRelevanceData[] | undefined;
  refresh(): void;
}

export function connectDetailCardRelated(
  snapshot: SnapshotFrom<DetailCardRelatedMachine>,
  send: (event: DetailCardRelatedEvent) => void,
  env: ConnectEnv,
): DetailCardRelatedRefreshView {
  const { enabled, reloaded, failed } = snapshot.context;
  return {
    enabled,
    refreshing: snapshot.matches('reloading'),
    error: failed ? env.t('detail-card.relatedFailed') : undefined,
    reloaded,
    refresh: () => send({ type: 'RELATED.RELOAD' }),
  };
}
