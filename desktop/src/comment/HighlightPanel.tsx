import type { HighlightPanelView } from '@suite-ui/core';
import { Drawer, Typography } from 'antd';
import './comment.css';

/**
 * The highlight panel (spec 2.3, 4): lists the sensitive-word hits in their context. Opened and
 * closed by core's event with a visible flag and data; text is rendered as text, hits marked.
 */
export function HighlightPanel({ panel }: { panel: HighlightPanelView }) {
  return (
    <Drawer
      open={panel.visible}
      title={panel.title}
      onClose={panel.close}
      size={380}
      destroyOnHidden
      closable={{ 'aria-label': panel.closeLabel }}
      rootClassName="suite-highlight-panel"
    >
      <div data-testid="comment-highlight">
        <Typography.Paragraph data-testid="comment-highlight-summary">{panel.summary}</Typography.Paragraph>
        <ol className="suite-comment__highlight-hits">
          {panel.hits.map((hit) => (
            <li
              key={hit.testId}
              data-testid={hit.testId}
              data-word={hit.word}
              className="suite-comment__highlight-hit"
            >
              <span>{hit.before}</span>
              <mark>{hit.match}</mark>
              <span>{hit.after}</span>
            </li>
          ))}
        </ol>
      </div>
    </Drawer>
  );
}
