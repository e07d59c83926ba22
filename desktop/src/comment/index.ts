export { Comment, type CommentProps } from './Comment';
export { CommonPhrases, type CommonPhrasesProps } from './CommonPhrases';
export { EmojiPicker, type EmojiPickerProps } from './EmojiPicker';
export { HighlightPanel } from './HighlightPanel';
