import { useState } from 'react';
import {
  commentActors,
  commentMachine,
  commentTexts,
  connectComment,
  createCommentService,
  createMentionProvider,
  type CommentTarget,
  type CommentView,
  type MentionProvider,
} from '../../comment';
import { browserStorage } from '../../dom/storage';
import { createApiClient, type ApiClientOptions } from '../../http';
import type { Platform } from '../../shared/platform';
import type { KeyValueStorage } from '../../shared/storage';
import { useMachineView } from '../machine';

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

/** The comment widget of one record: list, composer, mentions, emoji, decrypt, log, highlight panel. */
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
  return useMachineView(
    commentMachine,
    {
      input: options.input,
      platform: props.platform,
      messages: commentTexts,
      implementations: options.implementations,
    },
    connectComment,
  );
}
