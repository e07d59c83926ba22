import { usePointerReorder, useSortableList, type SortableListSkinProps } from '@suite-ui/core/react';
import { Alert, Typography } from 'antd';
import { useId } from 'react';
import { DragHandle } from '../shared/DragHandle';
import './sort.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

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
        className={`${VISUALLY_HIDDEN} suite-sort__status`}
        data-testid={`${testId}-status`}
      >
        {view.announcement}
      </span>
      {view.error && <Alert type="error" showIcon title={view.error} className="suite-sort__error" />}
      {view.rows.length === 0 ? (
        <Typography.Text type="secondary">{view.emptyText}</Typography.Text>
      ) : (
        <ul
          ref={setList}
          aria-label={props['aria-label'] ?? view.listLabel}
          aria-busy={view.saving}
          className="suite-sort__list"
        >
          {view.rows.map((row) => {
            const { lifted, dropEdge } = rowDrag(row.index);
            return (
              <li
                key={row.id}
                data-sort-index={row.index}
                data-testid={`${testId}-row`}
                data-id={row.id}
                data-lifted={row.grabbed || lifted || undefined}
                data-drop-edge={dropEdge ?? undefined}
                className="suite-sort__row"
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
                <span className="suite-sort__label">{row.label}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
