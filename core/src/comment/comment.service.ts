import type { ApiClient } from '../http/client';
import { versionFrom, type Versioned } from '../http/save-problem';
import { asArray, asString, isRecord } from '../shared/guards';
import {
  COMMENT_DEFAULTS,
  COMMENT_PAGE_SIZE,
  parseCommentEntry,
  parseCommentLogs,
  parseCommentPage,
  parseMentionUser,
  parsePhrases,
  parseSensitiveWords,
} from './comment.logic';
import type {
  CommentDraft,
  CommentEntry,
  CommentLogEntry,
  CommentPage,
  CommentTarget,
  CommonPhrase,
  CommonPhraseGroup,
  MentionUser,
} from './comment.types';

/** spec 7: the default sensitive-word check. */
export const SENSITIVE_HELP_URL = '/api/contentmoderation/sensitiveHelp';

const commentPath = (module: string, call: string) =>
  `/api/${encodeURIComponent(module)}/common/comment/${call}`;
const phrasePath = (module: string, call: string) =>
  `/api/${encodeURIComponent(module)}/common/phrase/${call}`;

/** Input of `decryptComment`. */
export interface DecryptCommentInput {
  id: string;
  /** spec 9: `share` by default. */
  module?: string;
  /** The content shown now (kept when the decrypt fails). */
  content: string;
}

/** The decrypt call's outcome, telling whether it worked (the widget says so on screen). */
export interface DecryptOutcome {
  ok: boolean;
  content: string;
  originContent: string;
}

/** Reports a failed decrypt (spec 8: logged). */
export type DecryptLogger = (message: string, error: unknown) => void;

// spec 8: a decrypt failure is logged
const logToConsole: DecryptLogger = (message, error) => console.error(message, error);

/** Like `decryptComment`, but says whether the call worked instead of hiding it. */
export async function tryDecryptComment(
  api: ApiClient,
  { id, module = COMMENT_DEFAULTS.module, content }: DecryptCommentInput,
  options: { signal?: AbortSignal; log?: DecryptLogger } = {},
): Promise<DecryptOutcome> {
  try {
    const { data } = await api.request({
      url: commentPath(module, 'decryptCommentById'),
      data: { commentId: id },
      signal: options.signal,
    });
    if (!isRecord(data) || typeof data.content !== 'string') throw new Error('decrypt answer has no content');
    return {
      ok: true,
      content: data.content,
      originContent: asString(data.originContent, data.content),
    };
  } catch (error) {
    (options.log ?? logToConsole)(`decrypting comment ${id} failed; the original content is kept`, error);
    return { ok: false, content, originContent: content };
  }
}

/**
 * spec 7, 8: GET `/api/{module}/common/comment/decryptCommentById?commentId=`. Returns the
 * decrypted `content` and `originContent`; on failure the error is logged and the original content
 * kept (both fields carry it).
 */
export async function decryptComment(
  api: ApiClient,
  input: DecryptCommentInput,
): Promise<{ content: string; originContent: string }> {
  const { content, originContent } = await tryDecryptComment(api, input);
  return { content, originContent };
}

/** What the sensitive-word check found. */
export interface SensitiveCheckResult {
  /** The words the server flagged (empty when it flagged none or did not say). */
  words: string[];
  /** The answer's data as it came (the spec does not describe it). */
  data: unknown;
}

/**
 * spec 7: POSTs `{ content, ...extra }` to `/api/contentmoderation/sensitiveHelp`, or to `url` when
 * supplied. The answer is not described by the spec: words are read from `data.words`,
 * `data.hits[].word` or a list of strings when present.
 */
export async function sensitiveCheck(
  api: ApiClient,
  payload: { content: string } & Record<string, unknown>,
  options: { url?: string; signal?: AbortSignal } = {},
): Promise<SensitiveCheckResult> {
  const { data } = await api.request({
    url: options.url || SENSITIVE_HELP_URL,
    method: 'POST',
    data: payload,
    signal: options.signal,
  });
  const record = isRecord(data) ? data : {};
  const fromHits = asArray(record.hits).map((hit) => (isRecord(hit) ? asString(hit.word) : asString(hit)));
  const words = [...parseSensitiveWords(record.words ?? (Array.isArray(data) ? data : [])), ...fromHits]
    .map((word) => word.trim())
    .filter((word, index, all) => word !== '' && all.indexOf(word) === index);
  return { words, data };
}

/** The calls the comment widget makes, over one API client (the hook builds it; tests fake it). */
export interface CommentService {
  list(target: Required<CommentTarget>, page: number, signal?: AbortSignal): Promise<CommentPage>;
  save(target: Required<CommentTarget>, draft: CommentDraft, signal?: AbortSignal): Promise<CommentEntry>;
  update(module: string, id: string, draft: CommentDraft, signal?: AbortSignal): Promise<CommentEntry>;
  remove(module: string, id: string, signal?: AbortSignal): Promise<void>;
  upvote(module: string, id: string, up: boolean, signal?: AbortSignal): Promise<CommentEntry>;
  logs(module: string, id: string, signal?: AbortSignal): Promise<CommentLogEntry[]>;
  decrypt(module: string, comment: CommentEntry, signal?: AbortSignal): Promise<DecryptOutcome>;
  sensitiveWords(module: string, signal?: AbortSignal): Promise<string[]>;
  sensitiveCheck(content: string, extra: Record<string, unknown>, url?: string): Promise<string[]>;
}

function entryOrThrow(data: unknown): CommentEntry {
  const entry = parseCommentEntry(data);
  if (!entry) throw new Error('the answer is not a comment');
  return entry;
}

const draftPayload = (draft: CommentDraft) => ({
  content: draft.content,
  mentions: draft.mentions,
  attachments: draft.attachments.map(({ fileId, name, size }) => ({ fileId, name, size })),
  ...(draft.replyTo ? { replyId: draft.replyTo } : {}),
});

/** The comment calls over `api` (paths under `/api/{module}/common/comment/`). */
export function createCommentService(api: ApiClient): CommentService {
  return {
    async list(target, page, signal) {
      const { data } = await api.request({
        url: commentPath(target.module, 'list'),
        data: {
          objectId: target.objectId,
          objectModule: target.objectModule,
          pageNo: page,
          pageSize: COMMENT_PAGE_SIZE,
        },
        signal,
      });
      return parseCommentPage(data);
    },
    async save(target, draft, signal) {
      const { data } = await api.request({
        url: commentPath(target.module, 'save'),
        method: 'POST',
        data: { objectId: target.objectId, objectModule: target.objectModule, ...draftPayload(draft) },
        signal,
      });
      return entryOrThrow(data);
    },
    async update(module, id, draft, signal) {
      const { data } = await api.request({
        url: commentPath(module, 'update'),
        method: 'POST',
        data: { id, ...draftPayload(draft) },
        signal,
      });
      return entryOrThrow(data);
    },
    async remove(module, id, signal) {
      await api.request({ url: commentPath(module, 'delete'), method: 'POST', data: { id }, signal });
    },
    async upvote(module, id, up, signal) {
      const { data } = await api.request({
        url: commentPath(module, 'upvote'),
        method: 'POST',
        data: { id, up },
        signal,
      });
      return entryOrThrow(data);
    },
    async logs(module, id, signal) {
      const { data } = await api.request({
        url: commentPath(module, 'logs'),
        data: { commentId: id },
        signal,
      });
      return parseCommentLogs(data);
    },
    decrypt: (module, comment, signal) =>
      tryDecryptComment(api, { id: comment.id, module, content: comment.content }, { signal }),
    async sensitiveWords(module, signal) {
      const { data } = await api.request({ url: commentPath(module, 'sensitiveWords'), signal });
      return parseSensitiveWords(data);
    },
    async sensitiveCheck(content, extra, url) {
      return (await sensitiveCheck(api, { ...extra, content }, { url })).words;
    },
  };
}

/**
 * Where the mention picker finds people. The person browser (issue 15) can supply one; the default
 * asks the comment module's own `mentionUsers` call.
 */
export interface MentionProvider {
  search(keyword: string, signal?: AbortSignal): Promise<MentionUser[]>;
}

/** The default mention provider: GET `/api/{module}/common/comment/mentionUsers?keyword=`. */
export function createMentionProvider(
  api: ApiClient,
  module: string = COMMENT_DEFAULTS.module,
): MentionProvider {
  return {
    async search(keyword, signal) {
      const { data } = await api.request({
        url: commentPath(module, 'mentionUsers'),
        data: { keyword },
        signal,
      });
      return asArray(isRecord(data) ? data.list : data)
        .map(parseMentionUser)
        .filter((user): user is MentionUser => user !== null);
    },
  };
}

/**
 * The common-phrase calls (paths under `/api/{module}/common/phrase/`). A user's phrases have one
 * version (issue 35 item 9): each change names the version it edits (`version`, absent: none) and
 * answers the new one; one naming an older version is refused as a conflict (`saveProblemOf`).
 */
export interface PhraseService {
  list(signal?: AbortSignal): Promise<{ phrases: CommonPhrase[]; groups: CommonPhraseGroup[] } & Versioned>;
  save(
    phrase: { id?: string; content: string; groupId: string; sort?: number } & Versioned,
  ): Promise<CommonPhrase & Versioned>;
  remove(id: string, version?: number): Promise<Versioned>;
  sort(
    update: { id: string; sort: number }[],
    kind: 'phrase' | 'group',
    version?: number,
  ): Promise<Versioned>;
  saveGroup(
    group: { id?: string; name: string; sort?: number } & Versioned,
  ): Promise<CommonPhraseGroup & Versioned>;
  removeGroup(id: string, version?: number): Promise<Versioned>;
}

/** The version an answer carries (absent when the server gives none). */
const versionIn = (data: unknown): Versioned => {
  const version = isRecord(data) ? versionFrom(data.version) : undefined;
  return version === undefined ? {} : { version };
};

/** The common-phrase calls over `api`. */
export function createPhraseService(api: ApiClient, module: string = COMMENT_DEFAULTS.module): PhraseService {
  const post = async (call: string, data: Record<string, unknown>) =>
    (await api.request({ url: phrasePath(module, call), method: 'POST', data })).data;
  return {
    async list(signal) {
      const data = (await api.request({ url: phrasePath(module, 'list'), signal })).data;
      return { ...parsePhrases(data), ...versionIn(data) };
    },
    async save(phrase) {
      const data = await post('save', { ...phrase });
      const parsed = parsePhrases({ phrases: [data] }).phrases[0];
      if (!parsed) throw new Error('the answer is not a phrase');
      return { ...parsed, ...versionIn(data) };
    },
    async remove(id, version) {
      return versionIn(await post('delete', { id, version }));
    },
    async sort(update, kind, version) {
      return versionIn(await post('sort', { kind, update, version }));
    },
    async saveGroup(group) {
      const data = await post('group/save', { ...group });
      const parsed = parsePhrases({ groups: [data] }).groups[0];
      if (!parsed) throw new Error('the answer is not a group');
      return { ...parsed, ...versionIn(data) };
    },
    async removeGroup(id, version) {
      return versionIn(await post('group/delete', { id, version }));
    },
  };
}
