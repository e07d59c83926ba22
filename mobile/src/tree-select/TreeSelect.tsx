import type { TreeSelectRowView, TreeSelectView } from '@suite-ui/core';
import { useTreeSelect, useVirtualRows, type TreeSelectSkinProps } from '@suite-ui/core/react';
import { Button, Checkbox, DotLoading, ErrorBlock, Popup, SearchBar, Space, Tag } from 'antd-mobile';
import { CloseCircleFill, DownOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { visuallyHidden } from '../shared/visually-hidden';

export type TreeSelectProps = TreeSelectSkinProps;

// touch targets: rows 44 px high
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
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: ROW_HEIGHT,
        paddingInlineStart: 8 + row.depth * 16,
        borderBottom: '1px solid var(--adm-color-border)',
      }}
    >
      {row.hasChildren ? (
        <Button fill="none" size="small" aria-label={row.toggleLabel} onClick={() => view.toggle(row.key)}>
          {row.expanded ? <DownOutline /> : <RightOutline />}
        </Button>
      ) : (
        <span style={{ width: 32, flex: 'none' }} />
      )}
      {view.multiple && (
        <Checkbox
          data-part="check"
          checked={row.checkState === 'checked'}
          indeterminate={row.checkState === 'half'}
          disabled={row.disabled}
          onChange={() => view.pick(row.key)}
        >
          <span style={visuallyHidden}>{row.title}</span>
        </Checkbox>
      )}
      <span
        data-part="title"
        role="button"
        tabIndex={row.disabled ? -1 : 0}
        style={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: row.disabled
            ? 'var(--adm-color-weak)'
            : !view.multiple && row.selected
              ? 'var(--adm-color-primary)'
              : undefined,
        }}
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
    <div
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      data-testid={`${testId}-dropdown`}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 8 }}>
        <div style={{ flex: 1 }}>
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
      <Space style={{ padding: '0 8px 8px' }}>
        <Button size="mini" onClick={view.expandAll} data-testid={`${testId}-expand-all`}>
          {view.expandAllText}
        </Button>
        <Button size="mini" onClick={view.collapseAll} data-testid={`${testId}-collapse-all`}>
          {view.collapseAllText}
        </Button>
        {view.multiple && <span data-testid={`${testId}-summary`}>{view.summary}</span>}
      </Space>
      {view.status === 'loading' ? (
        <div style={{ padding: 24, textAlign: 'center' }} data-testid={`${testId}-loading`}>
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
          style={{ flex: 1, minHeight: 0, overflow: 'auto' }}
        >
          <div style={{ height: totalHeight, position: 'relative' }}>
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
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          minHeight: 44,
          padding: '6px 12px',
          background: 'var(--adm-color-background)',
          borderBottom: '1px solid var(--adm-color-border)',
        }}
      >
        <span style={{ flex: 1, display: 'flex', flexWrap: 'wrap', gap: 4, minWidth: 0 }}>
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
                      style={{ border: 0, background: 'none', padding: '0 0 0 4px', color: 'inherit' }}
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
              style={{ color: view.hasValue ? undefined : 'var(--adm-color-weak)' }}
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
            style={{ border: 0, background: 'none', padding: 4, color: 'var(--adm-color-weak)' }}
          >
            <CloseCircleFill aria-hidden />
          </button>
        )}
        <RightOutline aria-hidden style={{ color: 'var(--adm-color-weak)' }} />
      </div>
      <Popup
        visible={view.open && !disabled}
        onMaskClick={() => view.setOpen(false)}
        onClose={() => view.setOpen(false)}
        destroyOnClose
        bodyStyle={{ height: '85vh', borderTopLeftRadius: 8, borderTopRightRadius: 8 }}
      >
        <Panel view={view} testId={testId} />
      </Popup>
    </>
  );
}
