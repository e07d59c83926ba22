import { useComment, type UseCommentProps } from '@suite-ui/core/react';
import { Alert, Button, Divider, Empty, Spin, Typography } from 'antd';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { CommentLog } from './CommentLog';
import { HighlightPanel } from './HighlightPanel';
import './comment.css';

/** Props of the desktop comment widget: the hook's, the platform aside. */
export type CommentProps = Omit<UseCommentProps, 'platform'>;

/**
 * Comments of a record (spec 2.3, 3, 7, 9): the composer with mentions, emoji, common phrases and
 * attachments; the list grouped by day with "load more"; decrypt of desensitised content; the
 * highlight panel of sensitive-word hits; the log dialog. Everything it shows comes from core.
 */
export function Comment(props: CommentProps) {
  const view = useComment({ ...props, platform: 'desktop' });
  const { texts } = view;
  return (
    <section className="suite-comment" data-testid="comment" aria-label={texts.title}>
      <CommentComposer view={view} module={props.target.module} />
      {view.actionError && (
        <Alert
          type="error"
          title={view.actionError}
          showIcon
          className="suite-comment__action-error"
          data-testid="comment-action-error"
        />
      )}
      <Divider titlePlacement="start" plain>
        {texts.count}
      </Divider>
      {view.status === 'loading' && <Spin aria-label={texts.loading} data-testid="comment-loading" />}
      {view.status === 'failed' && (
        <Alert
          type="error"
          title={texts.loadFailed}
          showIcon
          data-testid="comment-load-error"
          action={
            <Button size="small" onClick={view.retry}>
              {texts.retry}
            </Button>
          }
        />
      )}
      {view.empty && <Empty description={texts.empty} />}
      {view.groups.map((group) => (
        <div key={group.day} role="group" aria-label={group.day} data-testid="comment-group">
          <Typography.Text type="secondary" className="suite-comment__day">
            {group.day}
          </Typography.Text>
          {group.items.map((item) => (
            <CommentItem key={item.id} item={item} />
          ))}
        </div>
      ))}
      {view.more.visible && (
        <div className="suite-comment__more">
          {view.more.error && <Typography.Text type="danger">{view.more.error} </Typography.Text>}
          <Button onClick={view.more.load} loading={view.more.busy} data-testid="comment-more">
            {view.more.label}
          </Button>
        </div>
      )}
      <CommentLog log={view.log} />
      <HighlightPanel panel={view.highlight} />
    </section>
  );
}
