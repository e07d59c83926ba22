import { usePointerReorder, useSortableList, type SortableListSkinProps } from '@suite-ui/core/react';
import { Alert, Typography } from 'antd';
import { useId } from 'react';
import { DragHandle } from '../shared/DragHandle';
import { visuallyHidden } from '../shared/visually-hidden';

export type SortableListProps = SortableListSkinProps;

/**
 * A list reordered by dragging its handles or by keyboard (Space picks up, arrows move, Space drops,
 * Escape cancels); each move saves only what planSort changed (spec 4). Used by the share list's
 * sort and the table's sort dialog.
 */
export function SortableList(props: SortableListProps) {
  const view = useSortableList({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'sortable-list';
  const instructionsId = useId();
  const { setList, dragging, handleProps, rowDrag } = usePointerReorder(view);
  return (
    <div data-testid={testId} className="suite-sortable-list">
      <span id={instructionsId} hidden>
        {view.instructions}
      </span>
      <span
        aria-live="polite"
        className="suite-visually-hidden"
        style={visuallyHidden}
        data-testid={`${testId}-status`}
      >
        {view.announcement}
      </span>
      {view.error && <Alert type="error" showIcon message={view.error} style={{ marginBottom: 8 }} />}
      {view.rows.length === 0 ? (
        <Typography.Text type="secondary">{view.emptyText}</Typography.Text>
      ) : (
        <ul
          ref={setList}
          aria-label={props['aria-label'] ?? view.listLabel}
          aria-busy={view.saving}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            border: '1px solid var(--ant-color-border)',
            borderRadius: 6,
          }}
        >
          {view.rows.map((row, position) => {
            const { lifted, dropEdge } = rowDrag(row.index);
            return (
              <li
                key={row.id}
                data-sort-index={row.index}
                data-testid={`${testId}-row`}
                data-id={row.id}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '8px 12px',
                  minHeight: 44,
                  background:
                    row.grabbed || lifted ? 'var(--ant-color-primary-bg)' : 'var(--ant-color-bg-container)',
                  borderTop: position === 0 ? undefined : '1px solid var(--ant-color-border-secondary)',
                  boxShadow: dropEdge
                    ? `inset 0 ${dropEdge === 'below' ? -2 : 2}px 0 var(--ant-color-primary)`
                    : undefined,
                }}
              >
                {!view.readOnly && (
                  <DragHandle
                    aria-label={row.handleLabel}
                    aria-describedby={instructionsId}
                    aria-pressed={row.grabbed}
                    {...handleProps(row.index)}
                    onKeyDown={(event) => {
                      if (view.keyDown(row.index, event.key)) event.preventDefault();
                    }}
                    data-testid={`${testId}-handle`}
                    dragging={dragging}
                  />
                )}
                <span style={{ flex: 1, minWidth: 0 }}>{row.label}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
