import { CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import type { TreeSelectRowView, TreeSelectView } from '@suite-ui/core';
import { useTreeSelect, useVirtualRows, type TreeSelectSkinProps } from '@suite-ui/core/react';
import { Button, Empty, Input, Popover, Space, Spin, Tag } from 'antd';
import {
  createContext,
  memo,
  useContext,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import './tree-select.css';

export type TreeSelectProps = TreeSelectSkinProps;

// tree-select.css draws a row this tall
const ROW_HEIGHT = 28;

// Rows are plain elements (no antd Button or Checkbox per row): a keystroke re-renders every row in
// view, and antd's per-component style hooks made that the slowest part of a search (tree.bench).
const CHEVRON = 'M6 4l4 4-4 4';

function Row({ row, view }: { row: TreeSelectRowView; view: TreeSelectView }) {
  const state = row.checkState;
  return (
    <div
      id={row.id}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={row.selected}
      aria-disabled={row.disabled || undefined}
      data-testid={row.testId}
      data-state={state}
      data-active={row.active || undefined}
      onMouseDown={(e) => e.preventDefault()}
      className="suite-tree-select__row"
      style={{ '--suite-tree-select-depth': row.depth } as CSSProperties}
    >
      {row.hasChildren ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={row.toggleLabel}
          data-part="toggle"
          onClick={() => view.toggle(row.key)}
          className="suite-tree-select__toggle"
        >
          <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden>
            <path d={CHEVRON} fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : (
        <span className="suite-tree-select__indent" />
      )}
      {view.multiple && (
        <span
          role="checkbox"
          aria-checked={state === 'half' ? 'mixed' : state === 'checked'}
          aria-label={row.title}
          aria-disabled={row.disabled || undefined}
          data-part="check"
          onClick={() => !row.disabled && view.pick(row.key)}
          className="suite-tree-select__check"
        >
          {state === 'checked' && (
            <svg width="10" height="10" viewBox="0 0 16 16" aria-hidden>
              <path d="M2 8l4 4 8-8" fill="none" strokeWidth="2.5" />
            </svg>
          )}
          {state === 'half' && <span className="suite-tree-select__half" />}
        </span>
      )}
      <span
        data-part="title"
        className="suite-tree-select__title"
        onClick={() => !row.disabled && view.pick(row.key)}
      >
        {row.title}
      </span>
    </div>
  );
}

function Dropdown({ view, height, testId }: { view: TreeSelectView; height: number; testId: string }) {
  // the first rows render before the list is measured (and where nothing measures, as in jsdom)
  const { setScroller, totalHeight, rows, scrollToIndex } = useVirtualRows({
    count: view.rowCount,
    rowHeight: ROW_HEIGHT,
    overscan: 4,
    height: height,
  });
  const { activeIndex } = view;
  useEffect(() => {
    if (activeIndex >= 0) scrollToIndex(activeIndex);
  }, [scrollToIndex, activeIndex]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (view.keyDown(e.key)) e.preventDefault();
  };
  const treeId = `${testId}-tree`;
  return (
    <div className="suite-tree-select__dropdown" data-testid={`${testId}-dropdown`}>
      <Input
        autoFocus
        allowClear
        role="combobox"
        aria-expanded
        aria-controls={treeId}
        aria-activedescendant={view.activeId || undefined}
        aria-label={view.searchPlaceholder}
        placeholder={view.searchPlaceholder}
        value={view.keyword}
        onChange={(e) => view.search(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-search`}
      />
      <Space size={4} className="suite-tree-select__actions">
        <Button size="small" type="link" onClick={view.expandAll} data-testid={`${testId}-expand-all`}>
          {view.expandAllText}
        </Button>
        <Button size="small" type="link" onClick={view.collapseAll} data-testid={`${testId}-collapse-all`}>
          {view.collapseAllText}
        </Button>
      </Space>
      {view.status === 'loading' ? (
        <div className="suite-tree-select__loading" data-testid={`${testId}-loading`}>
          <Spin />
          <div>{view.statusText}</div>
        </div>
      ) : view.status === 'empty' ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={view.statusText}
          data-testid={`${testId}-empty`}
        />
      ) : (
        <div
          ref={setScroller}
          id={treeId}
          role="tree"
          aria-label={view.label}
          aria-multiselectable={view.multiple || undefined}
          className="suite-tree-select__scroller"
          style={
            {
              '--suite-tree-select-height': `${Math.min(height, view.rowCount * ROW_HEIGHT)}px`,
            } as CSSProperties
          }
        >
          <div
            className="suite-tree-select__rows"
            style={{ '--suite-tree-select-total': `${totalHeight}px` } as CSSProperties}
          >
            {rows.map((item) => {
              const row = view.row(item.index);
              return (
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

// The view reaches the dropdown and the field through context, so a keystroke re-renders them and
// not antd's Popover around them (its motion and alignment hooks cost as much as the rows).
const ViewContext = createContext<TreeSelectView | null>(null);

function useView(): TreeSelectView {
  const view = useContext(ViewContext);
  if (!view) throw new Error('TreeSelect parts render inside TreeSelect');
  return view;
}

function DropdownSlot({ height, testId }: { height: number; testId: string }) {
  return <Dropdown view={useView()} height={height} testId={testId} />;
}

type FieldProps = HTMLAttributes<HTMLDivElement> & {
  disabled: boolean;
  testId: string;
  /** The popover's ref on its trigger (React 19 passes it as a prop). */
  ref?: Ref<HTMLDivElement>;
};

function Field({ disabled, testId, ref, ...trigger }: FieldProps) {
  const view = useView();
  const own = useRef<HTMLDivElement | null>(null);
  const wasOpen = useRef(view.open);
  useEffect(() => {
    // focus returns to the field when the dropdown closes
    if (wasOpen.current && !view.open) own.current?.focus();
    wasOpen.current = view.open;
  }, [view.open]);
  return (
    <div
      {...trigger}
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      role="combobox"
      tabIndex={disabled ? -1 : 0}
      aria-label={view.label}
      aria-expanded={view.open}
      aria-haspopup="tree"
      aria-disabled={disabled || undefined}
      data-testid={testId}
      onKeyDown={(e) => {
        if (!disabled && view.keyDown(e.key)) e.preventDefault();
      }}
      className="suite-tree-select__field"
    >
      <span className="suite-tree-select__values">
        {view.multiple && view.hasValue ? (
          <>
            {view.tags.map((tag) => (
              <Tag
                key={tag.key}
                closable={!disabled}
                closeIcon={<span aria-label={tag.removeLabel}>×</span>}
                onClose={(e) => {
                  e.preventDefault();
                  view.remove(tag.key);
                }}
                data-testid={`${testId}-tag`}
                className="suite-tree-select__tag"
              >
                {tag.title}
              </Tag>
            ))}
            {view.moreTags > 0 && <Tag data-testid={`${testId}-more`}>{view.moreTagsText}</Tag>}
          </>
        ) : (
          <span
            data-testid={`${testId}-text`}
            className={view.hasValue ? undefined : 'suite-tree-select__placeholder'}
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
          className="suite-tree-select__clear"
        >
          <CloseCircleFilled aria-hidden />
        </button>
      )}
      <DownOutlined aria-hidden className="suite-tree-select__arrow" />
    </div>
  );
}

const Shell = memo(function Shell({
  open,
  disabled,
  listHeight,
  testId,
  setOpen,
}: {
  open: boolean;
  disabled: boolean;
  listHeight: number;
  testId: string;
  setOpen(open: boolean): void;
}) {
  return (
    <Popover
      open={open && !disabled}
      onOpenChange={(next) => !disabled && setOpen(next)}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      content={<DropdownSlot height={listHeight} testId={testId} />}
    >
      <Field disabled={disabled} testId={testId} />
    </Popover>
  );
});

/**
 * A select whose popover holds the virtual tree (spec 1): search, one pick or several checked with
 * half-checked parents shown as tags, clear, and keyboard use (arrows, Enter, Escape).
 */
export function TreeSelect({
  disabled = false,
  listHeight = 320,
  testId = 'tree-select',
  ...props
}: TreeSelectProps) {
  const view = useTreeSelect({ ...props, platform: 'desktop' });
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  });
  // one function for the popover's whole life: the view's own setOpen is new on every change
  const [setOpen] = useState(() => (open: boolean) => latest.current.setOpen(open));
  return (
    <ViewContext.Provider value={view}>
      <Shell open={view.open} disabled={disabled} listHeight={listHeight} testId={testId} setOpen={setOpen} />
    </ViewContext.Provider>
  );
}
