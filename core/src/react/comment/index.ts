export { useComment, type UseCommentProps } from './use-comment';
export { useCommonPhrases, type UseCommonPhrasesProps } from './use-common-phrases';
export { useHighlightPanel } from './use-highlight-panel';
export { CommentContent } from './comment-content';
export type { EmojiPickerProps } from './comment.props';
