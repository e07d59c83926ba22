import type { HighlightPanelView } from '@suite-ui/core';
import { Button, Popup } from 'antd-mobile';
import './comment.css';

/** The mobile highlight panel (spec 2.3, 4): the sensitive-word hits in context, from the bottom. */
export function HighlightPanel({ panel }: { panel: HighlightPanelView }) {
  return (
    <Popup
      visible={panel.visible}
      onMaskClick={panel.close}
      onClose={panel.close}
      bodyClassName="suite-m-comment__highlight"
      destroyOnClose
    >
      <div data-testid="comment-highlight" role="dialog" aria-label={panel.title}>
        <h3 className="suite-m-comment__highlight-title">{panel.title}</h3>
        <p data-testid="comment-highlight-summary">{panel.summary}</p>
        <ol className="suite-m-comment__highlight-hits">
          {panel.hits.map((hit) => (
            <li
              key={hit.testId}
              data-testid={hit.testId}
              data-word={hit.word}
              className="suite-m-comment__highlight-hit"
            >
              <span>{hit.before}</span>
              <mark>{hit.match}</mark>
              <span>{hit.after}</span>
            </li>
          ))}
        </ol>
        <Button block onClick={panel.close}>
          {panel.closeLabel}
        </Button>
      </div>
    </Popup>
  );
}
