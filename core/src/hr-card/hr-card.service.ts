import { browserEndpoint } from '../shared/browser-endpoint';
import { entityTypeOf } from '../shared/target-codes';
import { createApiClient, type ApiClient } from '../http';
import { asArray, isRecord } from '../shared/guards';
import type { HrCardDetails, HrCardSubject } from './hr-card.machine';
import { fromPromise } from 'xstate';

const CARD_FIELDS = [
  'name',
  'jobNum',
  'subcompanyName',
  'departmentName',
  'positionName',
  'mobile',
  'email',
  'memberCount',
];

/**
 * The card's details through the browser's destData call (spec 7) of the subject's type; only
 * string and number fields are kept.
 */
export function fetchHrCardDetails(
  subject: HrCardSubject,
  signal: AbortSignal,
  options: { module?: string; mobile?: boolean; client?: ApiClient } = {},
): Promise<HrCardDetails> {
  const client = options.client ?? createApiClient();
  const entity = entityTypeOf(subject) ?? '';
  const type = entity === 'user' ? 'resource' : entity === 'dept' ? 'department' : entity;
  const { url, payload } = browserEndpoint({
    module: options.module ?? 'hrm',
    type,
    action: 'destData',
    mobile: options.mobile,
  });
  return client
    .request({ url, method: 'POST', data: { ...payload, selectIds: subject.id }, signal })
    .then((envelope) => {
      const list = isRecord(envelope.data) ? asArray(envelope.data.data) : [];
      const entry = list.find((item) => isRecord(item) && String(item.id) === subject.id);
      if (!isRecord(entry)) throw new Error('no such person or organisation');
      const details: Record<string, string> = {};
      for (const field of CARD_FIELDS) {
        const value = entry[field];
        if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
          details[field] = String(value);
      }
      return details;
    });
}

/** The IO of the HR card; `createHrCardServices` gives the real one, hosts and tests their own. */
export interface HrCardServices {
  /** The subject's card details. */
  details(subject: HrCardSubject, signal: AbortSignal): Promise<HrCardDetails>;
}

/** Where the card's details come from: the browser of a module (default `hrm`). */
export interface HrCardServicesOptions {
  module?: string;
  mobile?: boolean;
  client?: ApiClient;
}

/** The real `HrCardServices`, over `fetchHrCardDetails`. */
export function createHrCardServices(options: HrCardServicesOptions = {}): HrCardServices {
  return { details: (subject, signal) => fetchHrCardDetails(subject, signal, options) };
}

/** The HR card machine's actors over `HrCardServices`. */
export function hrCardActors(services: HrCardServices) {
  return {
    fetchDetails: fromPromise<HrCardDetails, HrCardSubject>(({ input, signal }) =>
      services.details(input, signal),
    ),
  };
}
