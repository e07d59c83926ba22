import type { CommentView } from '@suite-ui/core';
import { Alert, Button, Input, Popover, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { Upload } from '../upload';
import { CommonPhrases } from './CommonPhrases';
import { EmojiPicker } from './EmojiPicker';

/** The composer (spec 2.3 edit part): text with @ mentions, emoji, common phrases and attachments. */
export function CommentComposer({ view, module }: { view: CommentView; module?: string }) {
  const { composer, mention, texts } = view;
  const area = useRef<TextAreaRef>(null);
  const list = useRef<HTMLUListElement>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [phrasesOpen, setPhrasesOpen] = useState(false);
  // keep the caret where core put it after an insertion (mention, emoji, phrase)
  useEffect(() => {
    const element = area.current?.resizableTextArea?.textArea;
    if (element && document.activeElement === element && element.selectionStart !== composer.caret)
      element.setSelectionRange(composer.caret, composer.caret);
  }, [composer.caret, composer.text]);
  const focusText = () => area.current?.focus();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.open && event.key === 'ArrowDown') {
      event.preventDefault();
      list.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
    } else if (mention.open && event.key === 'Escape') mention.close();
    else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) composer.submit();
  };
  const onOptionKey = (event: KeyboardEvent<HTMLElement>) => {
    const options = [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const at = options.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      options[(at + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length]?.focus();
    } else if (event.key === 'Escape') {
      mention.close();
      focusText();
    }
  };
  return (
    <div className="suite-comment-composer" data-testid="comment-composer">
      {composer.replyTo && (
        <Space className="suite-comment__reply-to" data-testid="comment-reply-to">
          <Typography.Text type="secondary">{composer.replyTo.label}</Typography.Text>
          <Button size="small" type="link" onClick={composer.replyTo.cancel}>
            {composer.replyTo.cancelLabel}
          </Button>
        </Space>
      )}
      <Input.TextArea
        ref={area}
        aria-label={composer.placeholder}
        placeholder={composer.placeholder}
        value={composer.text}
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(e) => composer.change(e.target.value, e.target.selectionStart ?? e.target.value.length)}
        onKeyDown={onKeyDown}
        data-testid="comment-input"
      />
      {mention.open && (
        <div className="suite-comment-mention-list">
          <Typography.Text type="secondary" className="suite-comment__mention-title">
            {mention.title}
          </Typography.Text>
          <ul
            ref={list}
            id="suite-comment-mentions"
            role="listbox"
            aria-label={mention.title}
            className="suite-comment__mention-options"
            onKeyDown={onOptionKey}
          >
            {mention.options.map((option) => (
              <li
                key={option.userId}
                role="option"
                aria-selected={false}
                tabIndex={-1}
                data-testid={option.testId}
                onClick={() => {
                  option.pick();
                  focusText();
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    option.pick();
                    focusText();
                  }
                }}
                className="suite-comment__mention-option"
              >
                {option.userName}{' '}
                <Typography.Text type="secondary" className="suite-comment__mention-note">
                  {option.description}
                </Typography.Text>
              </li>
            ))}
          </ul>
          {mention.emptyText && (
            <Typography.Text type="secondary" className="suite-comment__mention-empty">
              {mention.emptyText}
            </Typography.Text>
          )}
        </div>
      )}
      {composer.liveWarning && (
        <Typography.Text type="warning" className="suite-comment__warning" data-testid="comment-live-warning">
          {composer.liveWarning}
        </Typography.Text>
      )}
      <div className="suite-comment__upload">
        <Upload
          value={composer.attachments}
          onChange={composer.setAttachments}
          onBusyChange={composer.setUploading}
        />
      </div>
      <Space className="suite-comment__toolbar" wrap>
        <Space>
          <Popover
            trigger="click"
            open={emojiOpen}
            onOpenChange={setEmojiOpen}
            content={
              <EmojiPicker
                emoji={view.emoji}
                texts={texts}
                onPicked={() => {
                  setEmojiOpen(false);
                  focusText();
                }}
              />
            }
          >
            <Button data-testid="comment-emoji-open" aria-label={texts.emoji}>
              {texts.emoji}
            </Button>
          </Popover>
          <Popover
            trigger="click"
            open={phrasesOpen}
            onOpenChange={setPhrasesOpen}
            content={
              <CommonPhrases
                module={module}
                onPick={(content) => {
                  composer.insertPhrase(content);
                  setPhrasesOpen(false);
                  focusText();
                }}
              />
            }
          >
            <Button data-testid="comment-phrases-open">{texts.phrases}</Button>
          </Popover>
        </Space>
        <Button
          type="primary"
          disabled={!composer.canSubmit}
          loading={composer.busy}
          onClick={composer.submit}
          data-testid="comment-submit"
        >
          {composer.submitLabel}
        </Button>
      </Space>
      {composer.error && (
        <Alert
          type="error"
          title={composer.error}
          showIcon
          className="suite-comment__post-error"
          data-testid="comment-post-error"
        />
      )}
    </div>
  );
}
