import type { CommentItemView, CommentMenuItemView } from '@suite-ui/core';
import type { ButtonProps } from 'antd';
import { Alert, Avatar, Button, Dropdown, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Upload } from '../upload';
import { CommentContent } from '@suite-ui/core/react';

function MenuButton({ action, plainText }: { action: CommentMenuItemView; plainText: string }) {
  const run = () => (action.key === 'copy' ? void navigator.clipboard?.writeText(plainText) : action.run());
  const button = (
    <Button type="link" size="small" data-testid={action.testId} onClick={action.confirm ? undefined : run}>
      {action.label}
    </Button>
  );
  return action.confirm ? (
    <Popconfirm title={action.confirm} onConfirm={run}>
      {button}
    </Popconfirm>
  ) : (
    button
  );
}

/** One comment (spec 2.3): avatar, content, attachments, footer (time, address, upvotes, actions). */
export function CommentItem({ item }: { item: CommentItemView }) {
  const copy = () => void navigator.clipboard?.writeText(item.plainText);
  // the question of a "more" action that asks first (delete), while it is shown
  const [asking, setAsking] = useState<CommentMenuItemView | null>(null);
  return (
    <article className="suite-comment-item" data-testid={item.testId}>
      <Avatar src={item.avatarUrl ?? undefined} aria-hidden>
        {item.avatarText}
      </Avatar>
      <div className="suite-comment__body">
        <Space size={8} wrap>
          <Typography.Text strong>{item.author}</Typography.Text>
          {item.replyTo && <Typography.Text type="secondary">{item.replyTo}</Typography.Text>}
          {item.edited && <Tag>{item.edited}</Tag>}
        </Space>
        {item.editing ? (
          <div className="suite-comment__edit">
            <Input.TextArea
              aria-label={item.editing.label}
              value={item.editing.text}
              onChange={(e) => item.editing?.change(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 6 }}
              data-testid="comment-edit-text"
            />
            {item.editing.error && (
              <Alert type="error" title={item.editing.error} showIcon className="suite-comment__edit-error" />
            )}
            <Space className="suite-comment__edit-actions">
              <Button
                type="primary"
                size="small"
                loading={item.editing.saving}
                onClick={item.editing.save}
                data-testid="comment-edit-save"
              >
                {item.editing.saveLabel}
              </Button>
              <Button size="small" onClick={item.editing.cancel}>
                {item.editing.cancelLabel}
              </Button>
            </Space>
          </div>
        ) : (
          <Typography.Paragraph className="suite-comment__content" data-testid="comment-content">
            <CommentContent tokens={item.tokens} />
          </Typography.Paragraph>
        )}
        {item.masked && item.decrypt && (
          <Space size={8} wrap data-testid="comment-mask">
            <Tag className="suite-comment__mask">{item.maskLabel}</Tag>
            <Button
              size="small"
              loading={item.decrypt.busy}
              onClick={item.decrypt.run}
              data-testid="comment-decrypt"
            >
              {item.decrypt.label}
            </Button>
            {item.decrypt.failed && (
              <Typography.Text type="danger" data-testid="comment-decrypt-failed">
                {item.decrypt.failed}
              </Typography.Text>
            )}
          </Space>
        )}
        {item.attachments.length > 0 && (
          <div data-testid="comment-attachments" className="suite-comment__attachments">
            <Upload value={item.attachments} mode="readOnly" />
            {item.versionNotes.map((note) => (
              <Typography.Text
                key={note}
                type="secondary"
                className="suite-comment__version-note"
                data-testid="comment-version-removed"
              >
                {note}
              </Typography.Text>
            ))}
          </div>
        )}
        <footer className="suite-comment__footer">
          <Typography.Text type="secondary" data-testid="comment-time">
            {item.time}
          </Typography.Text>
          {item.address && <Typography.Text type="secondary">{item.address}</Typography.Text>}
          <Button
            type={item.upvote.active ? 'primary' : 'text'}
            size="small"
            aria-pressed={item.upvote.active}
            loading={item.upvote.busy}
            onClick={item.upvote.toggle}
            data-testid="comment-upvote"
          >
            {item.upvote.label} {item.upvote.count > 0 ? item.upvote.count : ''}
          </Button>
          <span role="group" aria-label={item.menu.label} data-testid="comment-menu">
            {item.menu.visible.map((action) => (
              <MenuButton key={action.key} action={action} plainText={item.plainText} />
            ))}
            {item.menu.more.length > 0 && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: item.menu.more.map((action) => ({
                    key: action.key,
                    label: <span data-testid={action.testId}>{action.label}</span>,
                    danger: action.key === 'delete',
                  })),
                  onClick: ({ key }) => {
                    const action = item.menu.more.find((a) => a.key === key);
                    if (!action) return;
                    if (action.key === 'copy') copy();
                    else if (action.confirm) setAsking(action);
                    else action.run();
                  },
                }}
              >
                <Button type="link" size="small" data-testid="comment-action-more">
                  {item.menu.moreLabel}
                </Button>
              </Dropdown>
            )}
          </span>
        </footer>
        <Modal
          open={asking !== null}
          title={asking?.confirm}
          onOk={() => {
            asking?.run();
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
          okButtonProps={{ danger: true, 'data-testid': 'comment-confirm-ok' } as ButtonProps}
          destroyOnHidden
        >
          {item.plainText}
        </Modal>
        {item.upvote.names && (
          <Typography.Text
            type="secondary"
            className="suite-comment__upvoters"
            data-testid="comment-upvote-list"
          >
            {item.upvote.names}
          </Typography.Text>
        )}
      </div>
    </article>
  );
}
