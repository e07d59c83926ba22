export { Comment, type CommentProps } from './Comment';
export { CommonPhrases, type CommonPhrasesProps } from './CommonPhrases';
export { EmojiPicker } from './EmojiPicker';
export { HighlightPanel } from './HighlightPanel';
