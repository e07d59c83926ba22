export {
  COMMENT_DEFAULTS,
  COMMENT_PAGE_SIZE,
  commentActions,
  contentTokens,
  formatCommentTime,
  groupByDay,
  parseCommentEntry,
  parseCommentPage,
  safeLinkHref,
  splitMenu,
  type CommentAction,
  type ContentToken,
} from './comment.logic';
export {
  DEFAULT_AT_TYPE,
  insertMention,
  mentionOf,
  mentionQueryAt,
  mentionsOf,
  parseMentions,
  serializeMentions,
} from './mentions.logic';
export {
  HIT_CONTEXT_CHARS,
  findSensitiveHits,
  highlightSegments,
  hitsInContext,
  type SensitiveHitInContext,
} from './sensitive.logic';
export {
  EMOJI_CATALOGUE,
  RECENT_EMOJI_KEY,
  RECENT_EMOJI_MAX,
  STATUS_EMOJI,
  EMOJI_IMAGE_SIZE,
  emojiByTag,
  emojiCode,
  emojiCodesOf,
  emojiGlyphsOf,
  emojiImage,
  recentEmoji,
  type EmojiEntry,
} from './emoji.logic';
export {
  SENSITIVE_HELP_URL,
  createCommentService,
  createMentionProvider,
  createPhraseService,
  decryptComment,
  sensitiveCheck,
  tryDecryptComment,
  type CommentService,
  type DecryptCommentInput,
  type DecryptLogger,
  type DecryptOutcome,
  type MentionProvider,
  type PhraseService,
  type SensitiveCheckResult,
} from './comment.service';
export {
  commentActors,
  commentImplementations,
  commentMachine,
  draftOf,
  type CommentContext,
  type CommentIo,
  type CommentEvent,
  type CommentInput,
  type CommentMachine,
  type HighlightData,
} from './comment.machine';
export {
  commentPartsOf,
  connectComment,
  connectCommentComposer,
  connectCommentHighlight,
  connectCommentItem,
  connectCommentList,
  connectCommentLog,
  connectHighlightPanel,
  type CommentListView,
  type CommentParts,
  type CommentItemView,
  type CommentMenuItemView,
  type CommentView,
  type ContentTokenView,
  type EmojiOptionView,
  type HighlightPanelView,
} from './comment.connect';
export {
  ALL_PHRASES,
  commonPhrasesActors,
  commonPhrasesMachine,
  moveWithin,
  phrasesOfGroup,
  planMove,
  type CommonPhrasesContext,
  type CommonPhrasesEvent,
  type CommonPhrasesMachine,
  type PhraseEditorDraft,
} from './common-phrases.machine';
export {
  connectCommonPhrases,
  type CommonPhraseGroupView,
  type CommonPhraseItemView,
  type CommonPhrasesView,
} from './common-phrases.connect';
export { commentTexts } from './messages';
export type {
  CommentAttachment,
  CommentDefaults,
  CommentDraft,
  CommentEntry,
  CommentLogEntry,
  CommentMention,
  CommentPage,
  CommentTarget,
  CommentUpvote,
  CommonPhrase,
  CommonPhraseGroup,
  HighlightSegment,
  MentionSegment,
  MentionUser,
  SensitiveHit,
} from './comment.types';
export { highlightPanelMachine, type HighlightPanelEvent } from './highlight-panel.machine';
export {
  commentComposerMachine,
  type CommentComposerContext,
  type CommentComposerEvent,
  type CommentComposerInput,
} from './comment-composer.machine';
export {
  commentEditorMachine,
  type CommentEditorContext,
  type CommentEditorEvent,
} from './comment-editor.machine';
export { commentOpMachine, type CommentOpContext, type CommentOpEvent } from './comment-op.machine';
export {
  commentDecryptMachine,
  type CommentDecryptContext,
  type CommentDecryptEvent,
} from './comment-decrypt.machine';
export { commentLogMachine, type CommentLogContext, type CommentLogEvent } from './comment-log.machine';
