import type { TreeRowView, TreeView } from '@suite-ui/core';
import type { TreeProps } from '@suite-ui/core/react';
import { useTree, useTreeDrag, useVirtualRows, type TreeDrag } from '@suite-ui/core/react';
import { Button, Checkbox, ErrorBlock, SearchBar, Space } from 'antd-mobile';
import { DownOutline, MoreOutline, RightOutline } from 'antd-mobile-icons';
import { visuallyHidden } from '../shared/visually-hidden';

// touch targets: rows 44 px high
const ROW_HEIGHT = 44;

function Row({
  row,
  tree,
  checkable,
  drag,
}: {
  row: TreeRowView;
  tree: TreeView;
  checkable: boolean;
  drag: TreeDrag | null;
}) {
  const place = drag?.rowDrag(row.key);
  return (
    <div
      data-tree-key={row.key}
      data-drop={place?.drop ?? undefined}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={row.selected}
      data-testid={row.testId}
      data-state={row.checkState}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: ROW_HEIGHT,
        paddingInlineStart: 8 + row.depth * 16,
        borderBottom: '1px solid var(--adm-color-border)',
        opacity: place?.lifted ? 0.5 : undefined,
        ...dropStyle(place?.drop ?? null),
      }}
    >
      {drag && (
        // a handle the finger holds: touch-action none so the drag does not scroll the list
        <button
          type="button"
          aria-label={row.dragLabel}
          data-part="drag"
          {...drag.handleProps(row.key)}
          style={{
            touchAction: 'none',
            border: 0,
            background: 'none',
            padding: '8px 4px',
            display: 'inline-flex',
            color: 'var(--adm-color-weak)',
          }}
        >
          <MoreOutline aria-hidden style={{ transform: 'rotate(90deg)' }} />
        </button>
      )}
      {row.hasChildren ? (
        <Button fill="none" size="small" aria-label={row.toggleLabel} onClick={() => tree.toggle(row.key)}>
          {row.expanded ? <DownOutline /> : <RightOutline />}
        </Button>
      ) : (
        <span style={{ width: 32 }} />
      )}
      {checkable && (
        // antd-mobile renders a <label> around the input: its text (hidden) names the box, since an
        // aria-label on a label element is not allowed
        <Checkbox
          data-part="check"
          checked={row.checked}
          indeterminate={row.halfChecked}
          disabled={row.disabled}
          onChange={(value) => tree.check(row.key, value)}
        >
          <span style={visuallyHidden}>{row.title}</span>
        </Checkbox>
      )}
      <span
        role="button"
        tabIndex={0}
        style={{ flex: 1, color: row.selected ? 'var(--adm-color-primary)' : undefined }}
        onClick={() => tree.select(row.key)}
        onKeyDown={(e) => (e.key === 'Enter' ? tree.select(row.key) : undefined)}
      >
        {row.title}
      </span>
    </div>
  );
}

// where a drop would land: a line above or below the row, or the row lit for inside
function dropStyle(drop: 'before' | 'after' | 'inside' | null) {
  if (drop === 'inside')
    return {
      background: 'var(--adm-color-fill-content)',
      outline: '1px dashed var(--adm-color-primary)',
    };
  if (drop) return { boxShadow: `inset 0 ${drop === 'after' ? -2 : 2}px 0 var(--adm-color-primary)` };
  return {};
}

/** A virtual tree for phones (spec 1): only the rows in view are rendered. */
export function Tree({
  checkable = false,
  searchable = true,
  draggable = false,
  height = 420,
  testId = 'tree',
  ...options
}: TreeProps) {
  const tree = useTree({ ...options, platform: 'mobile' });
  const drag = useTreeDrag(tree, draggable);
  const virtual = useVirtualRows({ count: tree.rows.length, rowHeight: ROW_HEIGHT, overscan: 8 });
  return (
    <div data-testid={testId}>
      {searchable && (
        <SearchBar
          placeholder={tree.searchPlaceholder}
          defaultValue={tree.keyword}
          onChange={tree.search}
          aria-label={tree.searchPlaceholder}
          data-testid={`${testId}-search`}
        />
      )}
      <Space style={{ padding: 8 }}>
        <Button size="small" onClick={tree.expandAll}>
          {tree.expandAllText}
        </Button>
        <Button size="small" onClick={tree.collapseAll}>
          {tree.collapseAllText}
        </Button>
        {checkable && <span data-testid={`${testId}-summary`}>{tree.summary}</span>}
      </Space>
      {tree.rows.length === 0 ? (
        <ErrorBlock status="empty" title={tree.emptyText} description={null} />
      ) : (
        <div
          ref={(element) => {
            virtual.setScroller(element);
            drag.setContainer(element);
          }}
          role="tree"
          aria-label={tree.label}
          style={{ height, overflow: 'auto' }}
        >
          <div style={{ height: virtual.totalHeight, position: 'relative' }}>
            {virtual.rows.map((item) => {
              const row = tree.rows[item.index];
              return row ? (
                <div key={row.key} style={item.style}>
                  <Row row={row} tree={tree} checkable={checkable} drag={draggable ? drag : null} />
                </div>
              ) : null;
            })}
          </div>
        </div>
      )}
    </div>
  );
}

export type { TreeProps } from '@suite-ui/core/react';
