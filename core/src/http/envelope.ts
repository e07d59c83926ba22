import { isRecord } from '../shared/guards';

/** The suite's answer envelope: `{ status, code, msg, data }`. */
export interface Envelope<T = unknown> {
  status: boolean;
  code: number;
  msg: string;
  data: T;
}

/** Why a call failed, as far as the caller needs to know. */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'malformed' | 'server';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** `msg`: the envelope's message of a refusal (kind `server`), untrusted text. */
    readonly details: { url: string; httpStatus?: number; code?: number; msg?: string },
  ) {
    super(message);
  }
}

/**
 * Checks an untrusted body against the envelope. A body with a boolean `status` (or a numeric
 * `code`) is an envelope; anything else is malformed.
 */
export function parseEnvelope(body: unknown, url: string): Envelope {
  if (!isRecord(body)) throw new ApiError('malformed', 'answer is not an object', { url });
  const hasStatus = typeof body.status === 'boolean';
  const code = typeof body.code === 'number' ? body.code : undefined;
  if (!hasStatus && code === undefined) throw new ApiError('malformed', 'answer has no status', { url });
  const status = hasStatus ? (body.status as boolean) : code === 200 || code === 0;
  return {
    status,
    code: code ?? (status ? 200 : 500),
    msg: typeof body.msg === 'string' ? body.msg : '',
    data: body.data,
  };
}
