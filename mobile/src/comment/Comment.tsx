import { useComment, type UseCommentProps } from '@suite-ui/core/react';
import { Button, Dialog, ErrorBlock, Popup, SpinLoading, TextArea } from 'antd-mobile';
import { useRef, useState } from 'react';
import type { TextAreaRef } from 'antd-mobile/es/components/text-area';
import { QuickMenu } from '../quick-menu';
import { PullRefresh } from '../shared/PullRefresh';
import { Upload } from '../upload';
import { CommentItem } from './CommentItem';
import { CommonPhrases } from './CommonPhrases';
import { EmojiPicker } from './EmojiPicker';
import { HighlightPanel } from './HighlightPanel';
import './comment.css';

/** Props of the mobile comment widget: the hook's, the platform aside. */
export interface CommentProps extends Omit<UseCommentProps, 'platform'> {
  /** Show the round quick-action floating menu (write, emoji, phrases). */
  quickMenu?: boolean;
}

/**
 * The mobile comment widget (spec 2.3): the list grouped by day with "load more", the composer with
 * mentions, emoji, common phrases and attachments, decrypt, log, highlight panel and the quick-action
 * floating menu. Renders core's view model only.
 */
export function Comment({ quickMenu = true, ...props }: CommentProps) {
  const view = useComment({ ...props, platform: 'mobile' });
  const { composer, mention, texts } = view;
  const [sheet, setSheet] = useState<'emoji' | 'phrases' | null>(null);
  const input = useRef<TextAreaRef>(null);
  const actions = [
    { key: 'write', text: texts.title },
    { key: 'emoji', text: texts.emoji },
    { key: 'phrases', text: texts.phrases },
  ];
  return (
    <section data-testid="comment" aria-label={texts.title} className="suite-m-comment">
      <div data-testid="comment-composer">
        {composer.replyTo && (
          <div data-testid="comment-reply-to">
            {composer.replyTo.label}{' '}
            <Button size="mini" fill="none" onClick={composer.replyTo.cancel}>
              {composer.replyTo.cancelLabel}
            </Button>
          </div>
        )}
        <TextArea
          ref={input}
          aria-label={composer.placeholder}
          placeholder={composer.placeholder}
          value={composer.text}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(text) => composer.change(text)}
          data-testid="comment-input"
          className="suite-m-comment__input"
        />
        {mention.open && (
          <ul role="listbox" aria-label={mention.title} className="suite-m-comment__mention-list">
            {mention.options.map((option) => (
              <li key={option.userId} role="option" aria-selected={false}>
                <button
                  type="button"
                  data-testid={option.testId}
                  onClick={option.pick}
                  className="suite-m-comment__mention-option"
                >
                  {option.userName}{' '}
                  <span className="suite-m-comment__mention-note">{option.description}</span>
                </button>
              </li>
            ))}
            {mention.emptyText && <li className="suite-m-comment__mention-empty">{mention.emptyText}</li>}
          </ul>
        )}
        {composer.liveWarning && (
          <div className="suite-m-comment__warning" data-testid="comment-live-warning">
            {composer.liveWarning}
          </div>
        )}
        <Upload
          value={composer.attachments}
          onChange={composer.setAttachments}
          onBusyChange={composer.setUploading}
        />
        <div className="suite-m-comment__toolbar">
          <Button size="small" onClick={() => setSheet('emoji')} data-testid="comment-emoji-open">
            {texts.emoji}
          </Button>
          <Button size="small" onClick={() => setSheet('phrases')} data-testid="comment-phrases-open">
            {texts.phrases}
          </Button>
          <Button
            size="small"
            color="primary"
            className="suite-m-comment__submit"
            disabled={!composer.canSubmit}
            loading={composer.busy}
            onClick={composer.submit}
            data-testid="comment-submit"
          >
            {composer.submitLabel}
          </Button>
        </div>
        {composer.error && (
          <div role="alert" className="suite-m-comment__error" data-testid="comment-post-error">
            {composer.error}
          </div>
        )}
      </div>
      {view.actionError && (
        <div role="alert" className="suite-m-comment__error">
          {view.actionError}
        </div>
      )}
      <div className="suite-m-comment__count">{texts.count}</div>
      {view.status === 'loading' && <SpinLoading aria-label={texts.loading} />}
      {view.status === 'failed' && (
        <ErrorBlock status="default" title={texts.loadFailed} description="">
          <Button size="small" onClick={view.retry}>
            {texts.retry}
          </Button>
        </ErrorBlock>
      )}
      <PullRefresh
        onRefresh={view.refresh}
        refreshing={view.refreshing}
        disabled={view.status !== 'ready'}
        testId="comment-pull"
      >
        {view.empty && <p className="suite-m-comment__empty">{texts.empty}</p>}
        {view.groups.map((group) => (
          <div key={group.day} role="group" aria-label={group.day} data-testid="comment-group">
            <div className="suite-m-comment__day">{group.day}</div>
            {group.items.map((item) => (
              <CommentItem key={item.id} item={item} />
            ))}
          </div>
        ))}
        {view.more.visible && (
          <Button
            block
            fill="none"
            loading={view.more.busy}
            onClick={view.more.load}
            data-testid="comment-more"
          >
            {view.more.error ?? view.more.label}
          </Button>
        )}
      </PullRefresh>
      <Popup
        visible={sheet === 'emoji'}
        onMaskClick={() => setSheet(null)}
        bodyClassName="suite-m-comment__sheet"
      >
        <EmojiPicker emoji={view.emoji} texts={texts} onPicked={() => setSheet(null)} />
      </Popup>
      <Popup
        visible={sheet === 'phrases'}
        onMaskClick={() => setSheet(null)}
        bodyClassName="suite-m-comment__sheet suite-m-comment__sheet--scroll"
      >
        {sheet === 'phrases' && (
          <CommonPhrases
            module={props.target.module}
            onPick={(content) => {
              composer.insertPhrase(content);
              setSheet(null);
            }}
          />
        )}
      </Popup>
      <Dialog
        visible={view.log.open}
        title={view.log.title}
        onClose={view.log.close}
        closeOnMaskClick
        content={
          <div data-testid="comment-log">
            {view.log.busy ? (
              <SpinLoading />
            ) : view.log.error ? (
              <p role="alert">{view.log.error}</p>
            ) : view.log.entries.length === 0 ? (
              <p>{view.log.emptyText}</p>
            ) : (
              <ol className="suite-m-comment__log">
                {view.log.entries.map((entry) => (
                  <li key={entry.id} data-testid="comment-log-entry">
                    {entry.text} <span className="suite-m-comment__log-time">{entry.time}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        }
        actions={[{ key: 'close', text: texts.close, onClick: view.log.close }]}
      />
      <HighlightPanel panel={view.highlight} />
      {quickMenu && (
        <QuickMenu
          actions={actions}
          onAction={(key) =>
            key === 'write' ? input.current?.focus() : setSheet(key === 'emoji' ? 'emoji' : 'phrases')
          }
        />
      )}
    </section>
  );
}
