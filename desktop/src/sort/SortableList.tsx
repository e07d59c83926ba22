import { HolderOutlined } from '@ant-design/icons';
import { useSortableList, type SortableListSkinProps } from '@suite-ui/core/react';
import { Alert, Typography } from 'antd';
import { useId, useState, type PointerEvent } from 'react';

export type SortableListProps = SortableListSkinProps;

/** The row index under a pointer inside `list`, if any. */
function indexAt(list: HTMLElement | null, x: number, y: number): number | undefined {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-sort-index]');
  return row && list?.contains(row) ? Number(row.dataset.sortIndex) : undefined;
}

/**
 * A list reordered by dragging its handles or by keyboard (Space picks up, arrows move, Space drops,
 * Escape cancels); each move saves only what planSort changed (spec 4). Used by the share list's
 * sort and the table's sort dialog.
 */
export function SortableList(props: SortableListProps) {
  const view = useSortableList({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'sortable-list';
  const instructionsId = useId();
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const start = (index: number) => (event: PointerEvent<HTMLElement>) => {
    if (view.readOnly || view.saving || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ from: index, over: index });
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const over = indexAt(list, event.clientX, event.clientY);
    if (over !== undefined && over !== drag.over) setDrag({ ...drag, over });
  };
  const end = () => {
    if (drag && drag.over !== drag.from) view.move(drag.from, drag.over);
    setDrag(null);
  };
  return (
    <div data-testid={testId} className="suite-sortable-list">
      <span id={instructionsId} hidden>
        {view.instructions}
      </span>
      <span
        aria-live="polite"
        className="suite-visually-hidden"
        style={HIDDEN}
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
          style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid #d9d9d9', borderRadius: 6 }}
        >
          {view.rows.map((row, position) => {
            const target = drag !== null && drag.over === row.index && drag.from !== row.index;
            const below = target && drag !== null && drag.from < row.index;
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
                  background: row.grabbed || drag?.from === row.index ? '#e6f4ff' : '#fff',
                  borderTop: position === 0 ? undefined : '1px solid #f0f0f0',
                  boxShadow: target ? `inset 0 ${below ? -2 : 2}px 0 #1677ff` : undefined,
                }}
              >
                {!view.readOnly && (
                  <button
                    type="button"
                    aria-label={row.handleLabel}
                    aria-describedby={instructionsId}
                    aria-pressed={row.grabbed}
                    onPointerDown={start(row.index)}
                    onPointerMove={follow}
                    onPointerUp={end}
                    onPointerCancel={() => setDrag(null)}
                    onKeyDown={(event) => {
                      if (view.keyDown(row.index, event.key)) event.preventDefault();
                    }}
                    data-testid={`${testId}-handle`}
                    style={{
                      cursor: drag ? 'grabbing' : 'grab',
                      touchAction: 'none',
                      border: 0,
                      background: 'none',
                      padding: 4,
                      display: 'inline-flex',
                      color: 'rgba(0, 0, 0, 0.65)',
                    }}
                  >
                    <HolderOutlined aria-hidden />
                  </button>
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

const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
