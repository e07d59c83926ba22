import type { TreeRowView, TreeView } from '@suite-ui/core';
import type { TreeProps } from '@suite-ui/core/react';
import { useTree, useTreeDrag, useVirtualRows, type TreeDrag } from '@suite-ui/core/react';
import { DownOutlined, HolderOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Input, Space, Typography } from 'antd';
import type { CSSProperties } from 'react';
import './tree.css';

const ROW_HEIGHT = 28;

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
      className="suite-tree__row"
      style={{ '--suite-tree-depth': row.depth } as CSSProperties}
    >
      {drag && (
        <button
          type="button"
          aria-label={row.dragLabel}
          data-part="drag"
          data-dragging={drag.dragging || undefined}
          className="suite-tree__drag"
          {...drag.handleProps(row.key)}
        >
          <HolderOutlined aria-hidden />
        </button>
      )}
      {row.hasChildren ? (
        <Button
          type="text"
          size="small"
          aria-label={row.toggleLabel}
          icon={row.expanded ? <DownOutlined /> : <RightOutlined />}
          onClick={() => tree.toggle(row.key)}
        />
      ) : (
        <span className="suite-tree__indent" />
      )}
      {checkable && (
        <Checkbox
          data-part="check"
          aria-label={row.title}
          checked={row.checked}
          indeterminate={row.halfChecked}
          disabled={row.disabled}
          onChange={(e) => tree.check(row.key, e.target.checked)}
        />
      )}
      {/* a button (not antd's disabled text, which fails contrast): Enter selects like a click */}
      <span
        role="button"
        tabIndex={row.disabled ? -1 : 0}
        aria-disabled={row.disabled || undefined}
        className="suite-tree__title"
        onClick={() => !row.disabled && tree.select(row.key)}
        onKeyDown={(e) => (e.key === 'Enter' && !row.disabled ? tree.select(row.key) : undefined)}
      >
        {row.title}
      </span>
    </div>
  );
}

/** A virtual tree (spec 1): only the rows in view are rendered, so 20 000 nodes stay fast. */
export function Tree({
  checkable = false,
  searchable = true,
  draggable = false,
  height = 360,
  testId = 'tree',
  ...options
}: TreeProps) {
  const tree = useTree({ ...options, platform: 'desktop' });
  const drag = useTreeDrag(tree, draggable);
  const virtual = useVirtualRows({ count: tree.rows.length, rowHeight: ROW_HEIGHT, overscan: 10 });
  return (
    <Space orientation="vertical" className="suite-tree" data-testid={testId}>
      <Space wrap>
        {searchable && (
          <Input.Search
            allowClear
            aria-label={tree.searchPlaceholder}
            placeholder={tree.searchPlaceholder}
            defaultValue={tree.keyword}
            onChange={(e) => tree.search(e.target.value)}
            data-testid={`${testId}-search`}
            className="suite-tree__search"
          />
        )}
        <Button onClick={tree.expandAll}>{tree.expandAllText}</Button>
        <Button onClick={tree.collapseAll}>{tree.collapseAllText}</Button>
        {checkable && <Typography.Text data-testid={`${testId}-summary`}>{tree.summary}</Typography.Text>}
      </Space>
      {tree.rows.length === 0 ? (
        <Empty description={tree.emptyText} />
      ) : (
        <div
          ref={(element) => {
            virtual.setScroller(element);
            drag.setContainer(element);
          }}
          role="tree"
          aria-label={tree.label}
          className="suite-tree__scroller"
          style={{ '--suite-tree-height': `${height}px` } as CSSProperties}
        >
          <div
            className="suite-tree__rows"
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
    </Space>
  );
}

export type { TreeProps } from '@suite-ui/core/react';
