// What a refused client call says, for contract tests that drive the fake backend through core's
// own clients: the answer's code (or the HTTP status) and message; undefined when it succeeded.
import { ApiError } from '@suite-ui/core';

export function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) =>
      error instanceof ApiError
        ? { code: error.details.code ?? error.details.httpStatus, msg: error.message }
        : error,
  );
}
