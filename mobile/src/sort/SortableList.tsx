import { usePointerReorder, useSortableList, type SortableListSkinProps } from '@suite-ui/core/react';
import { NoticeBar } from 'antd-mobile';
import { useId } from 'react';
import './sort.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

export type SortableListProps = SortableListSkinProps;

/**
 * A mobile list reordered by dragging the handle with a finger, by the up and down buttons, or by
 * keyboard; each move saves only what planSort changed (spec 4).
 */
export function SortableList(props: SortableListProps) {
  const view = useSortableList({ ...props, platform: 'mobile' });
  const testId = props['data-testid'] ?? 'sortable-list';
  const instructionsId = useId();
  const { setList, handleProps, rowDrag } = usePointerReorder(view);
  return (
    <div data-testid={testId} className="suite-sortable-list">
      <span id={instructionsId} hidden>
        {view.instructions}
      </span>
      <span
        aria-live="polite"
        className={`${VISUALLY_HIDDEN} suite-m-sort__status`}
        data-testid={`${testId}-status`}
      >
        {view.announcement}
      </span>
      {view.error && (
        <div role="alert">
          <NoticeBar content={view.error} color="alert" />
        </div>
      )}
      {view.rows.length === 0 ? (
        <span className="suite-m-sort__empty">{view.emptyText}</span>
      ) : (
        <ul
          ref={setList}
          aria-label={props['aria-label'] ?? view.listLabel}
          aria-busy={view.saving}
          className="suite-m-sort__list"
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
                className="suite-m-sort__row"
              >
                {!view.readOnly && (
                  <button
                    type="button"
                    aria-label={row.handleLabel}
                    aria-describedby={instructionsId}
                    aria-pressed={row.grabbed}
                    {...handleProps(row.index)}
                    onKeyDown={(event) => {
                      if (view.keyDown(row.index, event.key)) event.preventDefault();
                    }}
                    data-testid={`${testId}-handle`}
                    className="suite-m-sort__button suite-m-sort__handle"
                  >
                    <span aria-hidden>≡</span>
                  </button>
                )}
                <span className="suite-m-sort__label">{row.label}</span>
                {!view.readOnly && (
                  <>
                    <button
                      type="button"
                      aria-label={row.moveUpLabel}
                      disabled={!row.canMoveUp}
                      onClick={row.moveUp}
                      className="suite-m-sort__button"
                    >
                      <span aria-hidden>↑</span>
                    </button>
                    <button
                      type="button"
                      aria-label={row.moveDownLabel}
                      disabled={!row.canMoveDown}
                      onClick={row.moveDown}
                      className="suite-m-sort__button"
                    >
                      <span aria-hidden>↓</span>
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
