import { useMemo, useState, useSyncExternalStore } from 'react';
import {
  commentActors,
  commentMachine,
  commentTexts,
  connectCommentComposer,
  connectCommentHighlight,
  connectCommentList,
  connectCommentLog,
  createCommentService,
  createMentionProvider,
  type CommentTarget,
  type CommentView,
  type MentionProvider,
} from '../../comment';
import { browserStorage } from '../../dom/storage';
import { createApiClient, type ApiClientOptions } from '../../http';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import type { KeyValueStorage } from '../../shared/storage';
import { useChildSnapshot, useMachineActor } from '../machine';
import { useLocale } from '../use-locale';

/** Props of `useComment`; read once, when the widget mounts. */
export interface UseCommentProps {
  /** The record whose comments are shown (module `share` and object module `bcw` by default). */
  target: CommentTarget;
  /** Who writes: their own comments can be edited and deleted. */
  currentUser: { userId: string; userName: string };
  /** Desktop or mobile rules. */
  platform: Platform;
  /** spec 9: actions shown before "more" (3). */
  menuMax?: number;
  /**
   * Where the mention list finds people. The person browser can plug in here; by default the
   * comment module's own `mentionUsers` call answers.
   */
  mentionProvider?: MentionProvider;
  /** The sensitive-word check's path (default `/api/contentmoderation/sensitiveHelp`) and extra fields. */
  sensitive?: { url?: string; extra?: Record<string, unknown> };
  /** Base URL, headers or fetch of the calls. */
  api?: ApiClientOptions;
  /** Where recent emoji are kept (local storage by default). */
  storage?: KeyValueStorage;
}

/**
 * The comment widget of one record: list, composer, mentions, emoji, decrypt, log, highlight panel.
 * Each child actor of the machine is connected on its own: typing in the composer leaves the list's
 * view (and every comment's) as it was.
 */
export function useComment(props: UseCommentProps): CommentView {
  const [options] = useState(() => {
    const api = createApiClient(props.api);
    const service = createCommentService(api);
    const mentions = props.mentionProvider ?? createMentionProvider(api, props.target.module);
    return {
      input: {
        target: props.target,
        currentUser: props.currentUser,
        menuMax: props.menuMax,
        storage: props.storage ?? browserStorage(),
        sensitive: props.sensitive,
      },
      implementations: commentActors(service, mentions),
    };
  });
  const host = useMachineActor(commentMachine, options);
  const { send } = host;
  const locale = useLocale();
  const env = useMemo(() => connectEnv(commentTexts, locale, props.platform), [locale, props.platform]);
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const editor = useChildSnapshot(host, 'editor');
  const op = useChildSnapshot(host, 'op');
  const decrypt = useChildSnapshot(host, 'decrypt');
  const composer = useChildSnapshot(host, 'composer');
  const log = useChildSnapshot(host, 'log');
  const highlight = useChildSnapshot(host, 'highlight');
  const listView = useMemo(
    () => connectCommentList(snapshot, { editor, op, decrypt }, send, env),
    [snapshot, editor, op, decrypt, send, env],
  );
  const composerView = useMemo(() => connectCommentComposer(composer, send, env), [composer, send, env]);
  const logView = useMemo(() => connectCommentLog(log, send, env), [log, send, env]);
  const highlightView = useMemo(() => connectCommentHighlight(highlight, send, env), [highlight, send, env]);
  return useMemo(
    () => ({ ...listView, ...composerView, log: logView, highlight: highlightView }),
    [listView, composerView, logView, highlightView],
  );
}
