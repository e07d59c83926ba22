// The secret-level calls (spec 7): the per-employee options fetch, querySecelInfo and the classified
// protection settings (every answer is untrusted and read field by field), and the field's actors.
import { fromPromise } from 'xstate';
import { createApiClient, type ApiClient } from '../http';
import { asArray, isRecord } from '../shared/guards';
import { parseSecretOption } from './secret-level.logic';
import type { SecretLevelFetchInput, SecretLevelSettingsInput } from './secret-level.machine';
import {
  parseAttachmentSetting,
  parseResourceLevel,
  secretLevelSettings,
  type SecretLevelSettings,
} from './secret-level.settings';
import type { SecretLevelInfo, SecretLevelOption } from './secret-level.types';

export type { SecretLevelInfo };

/**
 * spec 7: the secret-level fetch (its path is not shown by the spec: this is the one place to change
 * it, or pass `optionsUrl`). GET with `secLevel`, the employee in `SECOND_EMPLOYEE_HEADER`.
 */
export const SECRET_LEVEL_OPTIONS_URL = '/api/bs/datasecurity/classifiedprotection/getSecLevelOptions';

/** spec 6: the header naming the (second) employee whose secret levels are fetched. */
export const SECOND_EMPLOYEE_HEADER = 'x-second-employee-id';

/** spec 7: classified-protection settings of a component and of attachments. */
export const CLASSIFIED_PROTECTION_BASE = '/api/bs/datasecurity/classifiedprotection';

export interface SecretLevelServices {
  /** spec 6: the options of an employee; rejects on failure (the machine then shows none). */
  fetchOptions(input: SecretLevelFetchInput, signal?: AbortSignal): Promise<SecretLevelOption[]>;
  /** spec 7 `querySecelInfo` of a module (and entity). */
  querySecelInfo(
    params: { module: string; entityId?: string },
    signal?: AbortSignal,
  ): Promise<SecretLevelInfo>;
  /** spec 7 `getResourceInfo4Component`: the classified resource info, as answered (a record). */
  getResourceInfo4Component(
    params: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown>>;
  /** spec 7 `getAttSetting`: attachment classification settings, as answered (a record). */
  getAttSetting(params: Record<string, unknown>, signal?: AbortSignal): Promise<Record<string, unknown>>;
}

export interface SecretLevelServicesOptions {
  client?: ApiClient;
  /** Replaces `SECRET_LEVEL_OPTIONS_URL`. */
  optionsUrl?: string;
  /** Extra headers of the options fetch (spec 7 "plus extra headers"). */
  headers?: Record<string, string>;
}

/** Reads the options of a secret-level answer: `data.resourceOptionInfo` (or `data` itself as a list). */
export function parseSecretOptions(data: unknown): SecretLevelOption[] {
  const list = isRecord(data) ? asArray(data.resourceOptionInfo ?? data.options) : asArray(data);
  return list.map(parseSecretOption).filter((option): option is SecretLevelOption => option !== null);
}

/** Reads a `querySecelInfo` answer. */
export function parseSecretLevelInfo(data: unknown): SecretLevelInfo {
  const raw = isRecord(data) ? data : {};
  const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
  const info: SecretLevelInfo = { enabled: flag(raw.enabled ?? raw.open), required: flag(raw.required) };
  if (typeof raw.pattern === 'string' && raw.pattern !== '') info.pattern = raw.pattern;
  if (typeof raw.secretLevel === 'number' && Number.isFinite(raw.secretLevel))
    info.secretLevel = raw.secretLevel;
  if (typeof raw.secretLevelValidity === 'string') info.secretLevelValidity = raw.secretLevelValidity;
  return info;
}

/** The real `SecretLevelServices` over HTTP. */
export function createSecretLevelServices(options: SecretLevelServicesOptions = {}): SecretLevelServices {
  const client = options.client ?? createApiClient();
  const record = (data: unknown) => (isRecord(data) ? data : {});
  return {
    async fetchOptions({ employeeId, secLevel, module }, signal) {
      const headers: Record<string, string> = { ...options.headers };
      if (employeeId) headers[SECOND_EMPLOYEE_HEADER] = employeeId;
      const answer = await client.request({
        url: options.optionsUrl ?? SECRET_LEVEL_OPTIONS_URL,
        method: 'GET',
        data: { secLevel, module },
        headers,
        signal,
      });
      return parseSecretOptions(answer.data);
    },
    async querySecelInfo({ module, entityId }, signal) {
      const answer = await client.request({
        url: `/api/${encodeURIComponent(module || 'common')}/common/querySecelInfo`,
        method: 'GET',
        data: { entityId },
        signal,
      });
      return parseSecretLevelInfo(answer.data);
    },
    async getResourceInfo4Component(params, signal) {
      const url = `${CLASSIFIED_PROTECTION_BASE}/getResourceInfo4Component`;
      return record((await client.request({ url, method: 'GET', data: params, signal })).data);
    },
    async getAttSetting(params, signal) {
      const url = `${CLASSIFIED_PROTECTION_BASE}/getAttSetting`;
      return record((await client.request({ url, method: 'GET', data: params, signal })).data);
    },
  };
}

/**
 * The server's settings of a field (spec 7), the calls made side by side: `querySecelInfo` (the
 * validity period's rules), `getResourceInfo4Component` for the person (their own level), and
 * `getAttSetting` for an attachment. A failed call counts as unsaid; an aborted one rejects.
 */
export async function loadSecretLevelSettings(
  services: Pick<SecretLevelServices, 'querySecelInfo' | 'getResourceInfo4Component' | 'getAttSetting'>,
  input: SecretLevelSettingsInput,
  signal?: AbortSignal,
): Promise<SecretLevelSettings> {
  const soft = <T>(promise: Promise<T>) => promise.catch(() => undefined);
  const [info, resource, attachment] = await Promise.all([
    soft(services.querySecelInfo({ module: input.module ?? 'common', entityId: input.entityId }, signal)),
    input.employeeId
      ? soft(services.getResourceInfo4Component({ resourceId: input.employeeId }, signal))
      : undefined,
    input.attachment
      ? soft(services.getAttSetting(input.module ? { module: input.module } : {}, signal))
      : undefined,
  ]);
  if (signal?.aborted) throw new Error('aborted');
  return secretLevelSettings({
    info,
    personLevel: parseResourceLevel(resource),
    attachment: attachment ? parseAttachmentSetting(attachment) : undefined,
  });
}

/** The secret-level machine's actors over `SecretLevelServices`. */
export function secretLevelActors(services: SecretLevelServices) {
  return {
    fetchOptions: fromPromise<SecretLevelOption[], SecretLevelFetchInput>(({ input, signal }) =>
      services.fetchOptions(input, signal),
    ),
    fetchSettings: fromPromise<SecretLevelSettings, SecretLevelSettingsInput>(({ input, signal }) =>
      loadSecretLevelSettings(services, input, signal),
    ),
  };
}
