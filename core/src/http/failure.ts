// What the user reads when a call fails (issue 35 item 10): what failed, in their words, from the
// catalogue, never the client's own text ("Failed to fetch", "answer is not JSON", "HTTP 500").
// The raw text is kept as `detail` for developers (a console or a details fold), never the message.
import type { MessageKey, MessageParams } from '../i18n';
import { isRecord } from '../shared/guards';

/** What the user was doing when the call failed. */
export type FailureAction = 'load' | 'save' | 'delete' | 'upload' | 'submit';

/**
 * Why, as far as the user can act on it: `network` (the server could not be reached: offline,
 * timed out, cut off), `refused` (the server answered no and said why, in its own words for users),
 * `failed` (anything else: an error page, an answer that is not the suite's).
 */
export type FailureCause = 'network' | 'refused' | 'failed';

/** One failed call, read for the user. */
export interface Failure {
  action: FailureAction;
  cause: FailureCause;
  /** The server's reason when it refused with one (`cause` 'refused'), else ''. */
  reason: string;
  /** The raw error text, for developers only (console, a details fold): never the message. */
  detail: string;
}

type Translate = (key: MessageKey, params?: MessageParams) => string;

const WHAT: Record<FailureAction, MessageKey> = {
  load: 'common.failure.load',
  save: 'common.failure.save',
  delete: 'common.failure.delete',
  upload: 'common.failure.upload',
  submit: 'common.failure.submit',
};

const NETWORK_KINDS = new Set(['network', 'timeout']);
// a refusal's reason is shown, so it is bounded and single-line (the answer is untrusted)
const REASON_MAX = 200;

function reasonOf(details: unknown): string {
  if (!isRecord(details) || typeof details.msg !== 'string') return '';
  const reason = details.msg.replace(/\s+/g, ' ').trim();
  return reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason;
}

/** Reads `error` (an `ApiError`, a `TypeError` from fetch, anything thrown) as a failure of `action`. */
export function failureOf(action: FailureAction, error: unknown): Failure {
  const detail = error instanceof Error ? error.message || error.name : String(error ?? '');
  if (error instanceof Error && error.name === 'ApiError') {
    const { kind, details } = error as Error & { kind?: string; details?: unknown };
    if (kind && NETWORK_KINDS.has(kind)) return { action, cause: 'network', reason: '', detail };
    const reason = kind === 'server' ? reasonOf(details) : '';
    return { action, cause: reason ? 'refused' : 'failed', reason, detail };
  }
  // fetch itself rejects with a TypeError when the network is down
  if (error instanceof TypeError) return { action, cause: 'network', reason: '', detail };
  return { action, cause: 'failed', reason: '', detail };
}

/** The headline: what failed ("Could not save"). */
export function failureTitle(failure: Failure, t: Translate): string {
  return t(WHAT[failure.action]);
}

/** Why, and what to do: the server's reason, the network, or "try again". */
export function failureReason(failure: Failure, t: Translate): string {
  if (failure.cause === 'refused') return t('common.failure.refused', { reason: failure.reason });
  if (failure.cause === 'network') return t('common.failure.network');
  return t('common.failure.retry');
}

/** The whole message on one line: what failed, then why. */
export function failureText(failure: Failure, t: Translate): string {
  return t('common.failure.message', { what: failureTitle(failure, t), why: failureReason(failure, t) });
}

/** `failureText` of `error` read as a failure of `action`, for machines that keep only the text. */
export function failureMessage(action: FailureAction, error: unknown, t: Translate): string {
  return failureText(failureOf(action, error), t);
}
