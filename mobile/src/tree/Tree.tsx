import type { TreeRowView, TreeView } from '@suite-ui/core';
import type { TreeProps } from '@suite-ui/core/react';
import { useTree, useTreeDrag, useVirtualRows, type TreeDrag } from '@suite-ui/core/react';
import { Button, Checkbox, ErrorBlock, SearchBar, Space } from 'antd-mobile';
import { DownOutline, MoreOutline, RightOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import './tree.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

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
      data-lifted={place?.lifted || undefined}
      className="suite-m-tree__row"
      style={{ '--suite-tree-depth': row.depth } as CSSProperties}
    >
      {drag && (
        // a handle the finger holds: touch-action none so the drag does not scroll the list
        <button
          type="button"
          aria-label={row.dragLabel}
          data-part="drag"
          className="suite-m-tree__drag"
          {...drag.handleProps(row.key)}
        >
          <MoreOutline aria-hidden className="suite-m-tree__drag-icon" />
        </button>
      )}
      {row.hasChildren ? (
        <Button fill="none" size="small" aria-label={row.toggleLabel} onClick={() => tree.toggle(row.key)}>
          {row.expanded ? <DownOutline /> : <RightOutline />}
        </Button>
      ) : (
        <span className="suite-m-tree__indent" />
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
          <span className={`${VISUALLY_HIDDEN} suite-m-tree__check-name`}>{row.title}</span>
        </Checkbox>
      )}
      <span
        role="button"
        tabIndex={0}
        className="suite-m-tree__title"
        onClick={() => tree.select(row.key)}
        onKeyDown={(e) => (e.key === 'Enter' ? tree.select(row.key) : undefined)}
      >
        {row.title}
      </span>
    </div>
  );
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
      <Space className="suite-m-tree__actions">
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
          className="suite-m-tree__scroller"
          style={{ '--suite-tree-height': `${height}px` } as CSSProperties}
        >
          <div
            className="suite-m-tree__rows"
            style={{ '--suite-tree-total': `${virtual.totalHeight}px` } as CSSProperties}
          >
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
