import type { TreeSelectRowView, TreeSelectView } from '@suite-ui/core';
import { useTreeSelect, useVirtualRows, type TreeSelectSkinProps } from '@suite-ui/core/react';
import { Button, Checkbox, DotLoading, ErrorBlock, Popup, SearchBar, Space, Tag } from 'antd-mobile';
import { CloseCircleFill, DownOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, type CSSProperties } from 'react';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';
import './tree-select.css';

export type TreeSelectProps = TreeSelectSkinProps;

// touch targets: rows 44 px high (tree-select.css draws them so)
const ROW_HEIGHT = 44;
function Row({ row, view }: { row: TreeSelectRowView; view: TreeSelectView }) {
  return (
    <div
      id={row.id}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={row.selected}
      aria-disabled={row.disabled || undefined}
      data-testid={row.testId}
      data-state={row.checkState}
      className="suite-m-tree-select__row"
      style={{ '--suite-tree-select-depth': row.depth } as CSSProperties}
    >
      {row.hasChildren ? (
        <Button fill="none" size="small" aria-label={row.toggleLabel} onClick={() => view.toggle(row.key)}>
          {row.expanded ? <DownOutline /> : <RightOutline />}
        </Button>
      ) : (
        <span className="suite-m-tree-select__indent" />
      )}
      {view.multiple && (
        <Checkbox
          data-part="check"
          checked={row.checkState === 'checked'}
          indeterminate={row.checkState === 'half'}
          disabled={row.disabled}
          onChange={() => view.pick(row.key)}
        >
          <span className={VISUALLY_HIDDEN}>{row.title}</span>
        </Checkbox>
      )}
      <span
        data-part="title"
        role="button"
        tabIndex={row.disabled ? -1 : 0}
        className="suite-m-tree-select__title"
        onClick={() => !row.disabled && view.pick(row.key)}
        onKeyDown={(e) => (e.key === 'Enter' && !row.disabled ? view.pick(row.key) : undefined)}
      >
        {row.title}
      </span>
    </div>
  );
}

function Panel({ view, testId }: { view: TreeSelectView; testId: string }) {
  // the first rows render before the list is measured (and where nothing measures, as in jsdom)
  const { setScroller, totalHeight, rows, scrollToIndex } = useVirtualRows({
    count: view.rowCount,
    rowHeight: ROW_HEIGHT,
    overscan: 8,
    height: 480,
  });
  const { activeIndex } = view;
  useEffect(() => {
    if (activeIndex >= 0) scrollToIndex(activeIndex);
  }, [scrollToIndex, activeIndex]);
  return (
    <div className="suite-m-tree-select__panel" data-testid={`${testId}-dropdown`}>
      <div className="suite-m-tree-select__search">
        <div>
          <SearchBar
            placeholder={view.searchPlaceholder}
            value={view.keyword}
            onChange={view.search}
            aria-label={view.searchPlaceholder}
            data-testid={`${testId}-search`}
          />
        </div>
        <Button
          size="small"
          color="primary"
          onClick={() => view.setOpen(false)}
          data-testid={`${testId}-done`}
        >
          {view.doneText}
        </Button>
      </div>
      <Space className="suite-m-tree-select__actions">
        <Button size="mini" onClick={view.expandAll} data-testid={`${testId}-expand-all`}>
          {view.expandAllText}
        </Button>
        <Button size="mini" onClick={view.collapseAll} data-testid={`${testId}-collapse-all`}>
          {view.collapseAllText}
        </Button>
        {view.multiple && <span data-testid={`${testId}-summary`}>{view.summary}</span>}
      </Space>
      {view.status === 'loading' ? (
        <div className="suite-m-tree-select__loading" data-testid={`${testId}-loading`}>
          <DotLoading />
          <div>{view.statusText}</div>
        </div>
      ) : view.status === 'empty' ? (
        <ErrorBlock
          status="empty"
          title={view.statusText}
          description={null}
          data-testid={`${testId}-empty`}
        />
      ) : (
        <div
          ref={setScroller}
          role="tree"
          aria-label={view.label}
          aria-multiselectable={view.multiple || undefined}
          className="suite-m-tree-select__scroller"
        >
          <div
            className="suite-m-tree-select__rows"
            style={{ '--suite-tree-select-total': `${totalHeight}px` } as CSSProperties}
          >
            {rows.map((item) => {
              const row = view.row(item.index);
              return (
                // keyed by position: a search updates rows in place instead of remounting them
                <div key={item.index} style={item.style}>
                  <Row row={row} view={view} />
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * A tree select for phones (spec 1): the field opens a full-height popup with the virtual tree,
 * search, one pick or several checked with half-checked parents, tags and clear.
 */
export function TreeSelect({ disabled = false, testId = 'tree-select', ...props }: TreeSelectProps) {
  const view = useTreeSelect({ ...props, platform: 'mobile' });
  return (
    <>
      <div
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-label={view.label}
        aria-expanded={view.open}
        aria-haspopup="tree"
        aria-disabled={disabled || undefined}
        data-testid={testId}
        onClick={() => !disabled && view.setOpen(true)}
        onKeyDown={(e) => (!disabled && view.keyDown(e.key) ? e.preventDefault() : undefined)}
        className="suite-m-tree-select__field"
      >
        <span className="suite-m-tree-select__values">
          {view.multiple && view.hasValue ? (
            <>
              {view.tags.map((tag) => (
                <Tag key={tag.key} color="primary" fill="outline" data-testid={`${testId}-tag`}>
                  {tag.title}
                  {!disabled && (
                    <button
                      type="button"
                      aria-label={tag.removeLabel}
                      onClick={(e) => {
                        e.stopPropagation();
                        view.remove(tag.key);
                      }}
                      className="suite-m-tree-select__remove"
                    >
                      ×
                    </button>
                  )}
                </Tag>
              ))}
              {view.moreTags > 0 && <Tag data-testid={`${testId}-more`}>{view.moreTagsText}</Tag>}
            </>
          ) : (
            <span
              data-testid={`${testId}-text`}
              className={view.hasValue ? undefined : 'suite-m-tree-select__placeholder'}
            >
              {view.hasValue ? view.text : view.placeholder}
            </span>
          )}
        </span>
        {view.hasValue && !disabled && (
          <button
            type="button"
            aria-label={view.clearLabel}
            data-testid={`${testId}-clear`}
            onClick={(e) => {
              e.stopPropagation();
              view.clear();
            }}
            className="suite-m-tree-select__clear"
          >
            <CloseCircleFill aria-hidden />
          </button>
        )}
        <RightOutline aria-hidden className="suite-m-tree-select__arrow" />
      </div>
      <Popup
        visible={view.open && !disabled}
        onMaskClick={() => view.setOpen(false)}
        onClose={() => view.setOpen(false)}
        destroyOnClose
        bodyClassName="suite-m-tree-select__popup"
      >
        <Panel view={view} testId={testId} />
      </Popup>
    </>
  );
}
