// Saves the user must decide about (issue 35 items 8 and 9): a save that names a version the server
// no longer holds (another tab or person changed the data since it was loaded: the user reloads or
// overwrites), and a save the user may not make (not signed in, or not allowed). Both are read from
// the suite envelope's code or the HTTP status, so a backend answering either way is understood.
import { isRecord } from '../shared/guards';

/** The envelope code (or HTTP status) of a save naming an older version: HTTP's failed If-Match. */
export const VERSION_CONFLICT_CODE = 412;

/** A save the user must decide about: `conflict` (reload or overwrite) or `denied` (not allowed). */
export type SaveProblem = 'conflict' | 'denied';

/**
 * A save the user must decide about, as a view model: `conflict` (the data was changed in another
 * tab or by someone else since it was loaded: reload it, or overwrite it with these edits) or
 * `denied` (the user may not do this). Texts come from the feature's catalogue, never the server.
 */
export interface SaveProblemView {
  kind: SaveProblem;
  title: string;
  message: string;
  /** conflict: drop the edits and load the data as it now is. */
  reloadLabel: string;
  reload(): void;
  /** conflict: save the edits over the data as it now is. */
  overwriteLabel: string;
  overwrite(): void;
  /** An overwrite is on its way. */
  busy: boolean;
  /** Closes the notice (a conflict's edits stay, unsaved). */
  dismissLabel: string;
  dismiss(): void;
}

/** The problem `error` (an `ApiError` from a save) is, or null for any other failure. */
export function saveProblemOf(error: unknown): SaveProblem | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const details = (error as Error & { details?: unknown }).details;
  if (!isRecord(details)) return null;
  const codes = [details.code, details.httpStatus];
  if (codes.includes(VERSION_CONFLICT_CODE)) return 'conflict';
  if (codes.includes(401) || codes.includes(403)) return 'denied';
  return null;
}

/** A version from an untrusted answer: a whole number, else undefined (the save then names none). */
export function versionFrom(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
