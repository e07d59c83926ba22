import type { CommentItemView, CommentMenuItemView } from '@suite-ui/core';
import { CommentContent } from '@suite-ui/core/react';
import { ActionSheet, Avatar, Button, Dialog, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { Upload } from '../upload';

/** One comment on mobile (spec 2.3 item, avatar, content, footer, address, upvote list, menu). */
export function CommentItem({ item }: { item: CommentItemView }) {
  const [moreOpen, setMoreOpen] = useState(false);
  const run = async (action: CommentMenuItemView) => {
    if (action.key === 'copy') return void navigator.clipboard?.writeText(item.plainText);
    if (action.confirm && !(await Dialog.confirm({ content: action.confirm }))) return;
    action.run();
  };
  return (
    <article data-testid={item.testId} className="suite-m-comment__item">
      <Avatar
        src={item.avatarUrl ?? ''}
        fallback={
          <span aria-hidden className="suite-m-comment__avatar-text">
            {item.avatarText}
          </span>
        }
        className="suite-m-comment__avatar"
      />
      <div className="suite-m-comment__body">
        <div className="suite-m-comment__head">
          <strong>{item.author}</strong>
          {item.replyTo && <span className="suite-m-comment__reply-to">{item.replyTo}</span>}
          {item.edited && <span className="suite-m-comment__edited">{item.edited}</span>}
        </div>
        {item.editing ? (
          <div>
            <TextArea
              aria-label={item.editing.label}
              value={item.editing.text}
              onChange={item.editing.change}
              autoSize
              data-testid="comment-edit-text"
            />
            {item.editing.error && <p role="alert">{item.editing.error}</p>}
            <Button
              size="small"
              color="primary"
              loading={item.editing.saving}
              onClick={item.editing.save}
              data-testid="comment-edit-save"
            >
              {item.editing.saveLabel}
            </Button>{' '}
            <Button size="small" onClick={item.editing.cancel}>
              {item.editing.cancelLabel}
            </Button>
          </div>
        ) : (
          <p className="suite-m-comment__content" data-testid="comment-content">
            <CommentContent tokens={item.tokens} />
          </p>
        )}
        {item.masked && item.decrypt && (
          <div data-testid="comment-mask" className="suite-m-comment__mask">
            {/* a dark amber under white text keeps AA contrast */}
            <Tag color="warning" fill="outline">
              {item.maskLabel}
            </Tag>
            <Button
              size="mini"
              loading={item.decrypt.busy}
              onClick={item.decrypt.run}
              data-testid="comment-decrypt"
            >
              {item.decrypt.label}
            </Button>
            {item.decrypt.failed && (
              <span role="alert" className="suite-m-comment__error" data-testid="comment-decrypt-failed">
                {item.decrypt.failed}
              </span>
            )}
          </div>
        )}
        {item.attachments.length > 0 && (
          <div data-testid="comment-attachments">
            <Upload value={item.attachments} mode="readOnly" />
            {item.versionNotes.map((note) => (
              <div key={note} className="suite-m-comment__version-note" data-testid="comment-version-removed">
                {note}
              </div>
            ))}
          </div>
        )}
        <footer className="suite-m-comment__footer">
          <span data-testid="comment-time">{item.time}</span>
          {item.address && <span>{item.address}</span>}
          <Button
            size="mini"
            fill={item.upvote.active ? 'solid' : 'none'}
            color={item.upvote.active ? 'primary' : 'default'}
            aria-pressed={item.upvote.active}
            loading={item.upvote.busy}
            onClick={item.upvote.toggle}
            data-testid="comment-upvote"
          >
            {item.upvote.label} {item.upvote.count > 0 ? item.upvote.count : ''}
          </Button>
          <span
            role="group"
            aria-label={item.menu.label}
            data-testid="comment-menu"
            className="suite-m-comment__menu"
          >
            {item.menu.visible.map((action) => (
              <Button
                key={action.key}
                size="mini"
                fill="none"
                onClick={() => void run(action)}
                data-testid={action.testId}
              >
                {action.label}
              </Button>
            ))}
            {item.menu.more.length > 0 && (
              <Button
                size="mini"
                fill="none"
                onClick={() => setMoreOpen(true)}
                data-testid="comment-action-more"
              >
                {item.menu.moreLabel}
              </Button>
            )}
          </span>
        </footer>
        {item.upvote.names && (
          <div className="suite-m-comment__upvoters" data-testid="comment-upvote-list">
            {item.upvote.names}
          </div>
        )}
        <ActionSheet
          visible={moreOpen}
          onClose={() => setMoreOpen(false)}
          actions={item.menu.more.map((action) => ({
            key: action.key,
            text: <span data-testid={action.testId}>{action.label}</span>,
            danger: action.key === 'delete',
            onClick: () => {
              setMoreOpen(false);
              void run(action);
            },
          }))}
        />
      </div>
    </article>
  );
}
