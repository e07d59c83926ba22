// Saves the user must decide about (issue 35 items 8 and 9): a save that names a version the server
// no longer holds (another tab or person changed the data since it was loaded: the user reloads or
// overwrites), and a save the user may not make (not signed in, or not allowed). Both are read from
// the suite envelope's code or the HTTP status, so a backend answering either way is understood.
import type { MessageKey } from '../i18n';
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

/** What a versioned save answers besides its result: the version the data now has, when given. */
export interface Versioned {
  version?: number;
}

/** A feature's words for its problem notice (the buttons' labels are the common ones). */
export interface SaveProblemTexts {
  /** The conflict's title: what changed elsewhere ("Common phrases changed elsewhere"). */
  conflictTitle: string;
  /** The conflict's message: what happened and what reload and overwrite do. */
  conflictMessage: string;
  /** The refusal's message: what the user may not do, and whom to ask. */
  deniedMessage: string;
}

/** The intents of a problem notice, sent to the feature's machine. */
export interface SaveProblemIntents {
  reload(): void;
  overwrite(): void;
  dismiss(): void;
}

type Translate = (key: MessageKey) => string;

/**
 * The view of a save the user must decide about, or null when there is none: one builder for every
 * feature with versioned saves, so they read and act alike. `busy` while an overwrite is on its way.
 */
export function connectSaveProblem(
  kind: SaveProblem | null | undefined,
  texts: SaveProblemTexts,
  intents: SaveProblemIntents,
  t: Translate,
  busy = false,
): SaveProblemView | null {
  if (!kind) return null;
  const conflict = kind === 'conflict';
  return {
    kind,
    title: conflict ? texts.conflictTitle : t('common.problem.denied'),
    message: conflict ? texts.conflictMessage : texts.deniedMessage,
    reloadLabel: t('common.problem.reload'),
    reload: intents.reload,
    overwriteLabel: t('common.problem.overwrite'),
    overwrite: intents.overwrite,
    busy,
    dismissLabel: t('common.close'),
    dismiss: intents.dismiss,
  };
}

/** A guard's test: the failed save is the user's to decide about (a conflict or a refusal). */
export const isSaveProblem = (error: unknown): boolean => saveProblemOf(error) !== null;
