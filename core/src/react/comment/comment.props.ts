import type { EmojiOptionView } from '../../comment';

/** Props of both skins' emoji pickers. */
export interface EmojiPickerProps {
  /** The lists from the comment view (`view.emoji`): full list, status list, recently used. */
  emoji: { all: EmojiOptionView[]; status: EmojiOptionView[]; recent: EmojiOptionView[] };
  /** The tab titles (`view.texts`). */
  texts: { emojiAll: string; emojiStatus: string; emojiRecent: string };
  /** Called after an emoji was picked (e.g. to close the popover). */
  onPicked?: () => void;
}
