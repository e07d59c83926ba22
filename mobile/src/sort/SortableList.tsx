import { usePointerReorder, useSortableList, type SortableListSkinProps } from '@suite-ui/core/react';
import { NoticeBar } from 'antd-mobile';
import { useId } from 'react';
import { visuallyHidden } from '../shared/visually-hidden';

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
  const small = {
    border: 0,
    background: 'none',
    minWidth: 44,
    minHeight: 44,
    fontSize: 16,
    color: 'var(--adm-color-text)',
  };
  return (
    <div data-testid={testId} className="suite-sortable-list">
      <span id={instructionsId} hidden>
        {view.instructions}
      </span>
      <span aria-live="polite" style={visuallyHidden} data-testid={`${testId}-status`}>
        {view.announcement}
      </span>
      {view.error && (
        <div role="alert">
          <NoticeBar content={view.error} color="alert" />
        </div>
      )}
      {view.rows.length === 0 ? (
        <span style={{ color: 'var(--adm-color-weak)' }}>{view.emptyText}</span>
      ) : (
        <ul
          ref={setList}
          aria-label={props['aria-label'] ?? view.listLabel}
          aria-busy={view.saving}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {view.rows.map((row) => {
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
                  gap: 4,
                  minHeight: 48,
                  paddingInline: 8,
                  background:
                    row.grabbed || lifted ? 'var(--adm-color-fill-content)' : 'var(--adm-color-background)',
                  borderBottom: '1px solid var(--adm-color-border)',
                  boxShadow: dropEdge
                    ? `inset 0 ${dropEdge === 'below' ? -2 : 2}px 0 var(--adm-color-primary)`
                    : undefined,
                }}
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
                    style={{ ...small, touchAction: 'none', fontSize: 20 }}
                  >
                    <span aria-hidden>≡</span>
                  </button>
                )}
                <span style={{ flex: 1, minWidth: 0 }}>{row.label}</span>
                {!view.readOnly && (
                  <>
                    <button
                      type="button"
                      aria-label={row.moveUpLabel}
                      disabled={!row.canMoveUp}
                      onClick={row.moveUp}
                      style={small}
                    >
                      <span aria-hidden>↑</span>
                    </button>
                    <button
                      type="button"
                      aria-label={row.moveDownLabel}
                      disabled={!row.canMoveDown}
                      onClick={row.moveDown}
                      style={small}
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
