import type { CommentView } from '@suite-ui/core';
import { Alert, Button, Modal, Spin, Typography } from 'antd';

/** The "view log" dialog of a comment. */
export function CommentLog({ log }: { log: CommentView['log'] }) {
  return (
    <Modal open={log.open} title={log.title} onCancel={log.close} footer={null} destroyOnHidden>
      <div data-testid="comment-log">
        {log.busy ? (
          <Spin />
        ) : log.error ? (
          <Alert
            type="error"
            title={log.error}
            showIcon
            action={
              <Button size="small" onClick={log.retry}>
                {log.retryLabel}
              </Button>
            }
          />
        ) : log.entries.length === 0 ? (
          <Typography.Text type="secondary">{log.emptyText}</Typography.Text>
        ) : (
          <ol className="suite-comment__log">
            {log.entries.map((entry) => (
              <li key={entry.id} data-testid="comment-log-entry">
                <Typography.Text>{entry.text}</Typography.Text>{' '}
                <Typography.Text type="secondary">{entry.time}</Typography.Text>
                {entry.content !== null && (
                  <Typography.Paragraph type="secondary" className="suite-comment__log-content">
                    {entry.content}
                  </Typography.Paragraph>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Modal>
  );
}
