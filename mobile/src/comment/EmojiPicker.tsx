import type { EmojiOptionView } from '@suite-ui/core';
import type { EmojiPickerProps } from '@suite-ui/core/react';
import { Tabs } from 'antd-mobile';
import './comment.css';

function Grid({ list, onPicked }: { list: EmojiOptionView[]; onPicked?: () => void }) {
  return (
    <div role="group" className="suite-m-comment__emoji-grid">
      {list.map((emoji) => (
        <button
          key={emoji.tag}
          type="button"
          aria-label={emoji.label}
          data-testid={emoji.testId}
          onClick={() => {
            emoji.pick();
            onPicked?.();
          }}
          className="suite-m-comment__emoji"
        >
          <img src={emoji.image} alt="" width={emoji.size} height={emoji.size} draggable={false} />
        </button>
      ))}
    </div>
  );
}

/** The mobile emoji picker (spec 2.3): full list, status list and recently used. */
export function EmojiPicker({ emoji, texts, onPicked }: EmojiPickerProps) {
  return (
    <Tabs data-testid="emoji-picker">
      <Tabs.Tab title={texts.emojiAll} key="all">
        <Grid list={emoji.all} onPicked={onPicked} />
      </Tabs.Tab>
      <Tabs.Tab title={texts.emojiStatus} key="status">
        <Grid list={emoji.status} onPicked={onPicked} />
      </Tabs.Tab>
      {emoji.recent.length > 0 && (
        <Tabs.Tab title={texts.emojiRecent} key="recent">
          <Grid list={emoji.recent} onPicked={onPicked} />
        </Tabs.Tab>
      )}
    </Tabs>
  );
}
