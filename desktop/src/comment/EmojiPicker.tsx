import type { EmojiOptionView } from '@suite-ui/core';
import type { EmojiPickerProps } from '@suite-ui/core/react';
import { Button, Tabs } from 'antd';
import './comment.css';

function Grid({ list, onPicked }: { list: EmojiOptionView[]; onPicked?: () => void }) {
  return (
    <div role="group" className="suite-comment__emoji-grid">
      {list.map((emoji) => (
        <Button
          key={emoji.tag}
          type="text"
          aria-label={emoji.label}
          title={emoji.label}
          data-testid={emoji.testId}
          onClick={() => {
            emoji.pick();
            onPicked?.();
          }}
          className="suite-comment__emoji"
        >
          <img src={emoji.image} alt="" width={emoji.size} height={emoji.size} draggable={false} />
        </Button>
      ))}
    </div>
  );
}

/** The emoji picker (spec 2.3): the full list, the shorter status list, and the recently used. */
export function EmojiPicker({ emoji, texts, onPicked }: EmojiPickerProps) {
  const tabs = [
    { key: 'all', label: texts.emojiAll, children: <Grid list={emoji.all} onPicked={onPicked} /> },
    { key: 'status', label: texts.emojiStatus, children: <Grid list={emoji.status} onPicked={onPicked} /> },
    ...(emoji.recent.length
      ? [
          {
            key: 'recent',
            label: texts.emojiRecent,
            children: <Grid list={emoji.recent} onPicked={onPicked} />,
          },
        ]
      : []),
  ];
  return <Tabs size="small" items={tabs} data-testid="emoji-picker" />;
}
