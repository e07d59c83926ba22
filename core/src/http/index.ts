export { ApiError, parseEnvelope, type ApiErrorKind, type Envelope } from './envelope';
export {
  DEFAULT_TIMEOUT_MS,
  createApiClient,
  withQuery,
  type ApiClient,
  type ApiClientOptions,
  type ApiRequest,
  type HttpMethod,
} from './client';
export { type SaveProblem, type SaveProblemView } from './save-problem';
