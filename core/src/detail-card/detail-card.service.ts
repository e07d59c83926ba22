// The one seam of a card's related-record refresh (issue 38, pull to refresh on mobile): the card's
// `relevanceDatas` asked for again, from the backend's card call for a loaded record or from the
// host for a card it gives.
import { fromPromise } from 'xstate';
import type { CardRelevanceData, FormServices, FormSource } from '../form';

/** The IO of the refresh: the card's related-record groups as they are now. */
export interface DetailCardServices {
  loadRelated(signal?: AbortSignal): Promise<readonly CardRelevanceData[]>;
}

/** Where a card's related records come from again. */
export interface DetailCardServicesOptions {
  /** The loaded record: its card call is asked again and only its `relevanceDatas` are read. */
  source?: FormSource;
  /** The card's calls (`createFormServices`, or the host's replacements). */
  formServices?: Pick<FormServices, 'loadCard'>;
  /** A card the host gives: the host's reload of its related-record groups. Wins over `source`. */
  refreshRelated?: () => Promise<readonly CardRelevanceData[]> | readonly CardRelevanceData[];
}

/**
 * The refresh's services, or none when the card has nothing to ask (a host's card without
 * `refreshRelated`): then the related records offer no refresh.
 */
export function createDetailCardServices(options: DetailCardServicesOptions): DetailCardServices | undefined {
  const { source, formServices, refreshRelated } = options;
  if (refreshRelated) return { loadRelated: async () => refreshRelated() };
  if (!source || !formServices) return undefined;
  return {
    loadRelated: async (signal) => (await formServices.loadCard(source, signal)).relevanceDatas ?? [],
  };
}

/** The related-record refresh machine's actor over the services. */
export function detailCardActors(services: DetailCardServices) {
  return {
    loadRelated: fromPromise<readonly CardRelevanceData[]>(({ signal }) => services.loadRelated(signal)),
  };
}
