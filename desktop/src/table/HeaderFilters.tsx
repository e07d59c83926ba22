import type { TableColumnFilterView, TableColumnView } from '@suite-ui/core';
import { FilterFilled } from '@ant-design/icons';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { tabbables, wrapTab } from '../shared/dialog/tabbables';

/** A filter offering more values than this has a search box over its list. */
const FILTER_SEARCH_FROM = 8;
const TRIGGER = '.ant-table-thead .ant-table-filter-trigger';
const DROPDOWN = '.ant-table-filter-dropdown';
// rc-trigger places the popup in the frames after it opens; it takes the focus once laid out
const FOCUS_FRAMES = 10;

/** The filters antd's table reports, each column's set in its view when it changed. */
export function chooseFilters(
  columns: readonly TableColumnView[],
  chosen: Record<string, readonly (string | number | boolean | bigint)[] | null>,
) {
  for (const column of columns) {
    const filter = column.filter;
    if (!filter) continue;
    const values = (chosen[column.dataIndex] ?? []).map(String);
    const same = values.length === filter.values.length && values.every((v, i) => v === filter.values[i]);
    if (!same) filter.set(values);
  }
}

const triggerOf = (box: HTMLElement | null, dataIndex: string) =>
  box?.querySelector<HTMLElement>(
    `.ant-table-thead th[data-column="${CSS.escape(dataIndex)}"] .ant-table-filter-trigger`,
  ) ?? null;

interface PopupProps {
  open: boolean;
  close(): void;
  children: ReactNode;
}

/**
 * Around antd's filter dropdown: opened, it takes the focus (the search box or the list); Tab
 * goes from the list to Reset and OK and stays inside, Space checks the value in focus, Escape
 * closes without applying.
 */
function FilterPopup({ open, close, children }: PopupProps) {
  const root = useRef<HTMLDivElement>(null);
  // the list is one tab stop, its values reached with the arrows (antd's menu): the check boxes
  // drawn in its items stay out of the tab order
  useLayoutEffect(() => {
    for (const box of root.current?.querySelectorAll<HTMLInputElement>('[role="menuitem"] input') ?? [])
      if (box.tabIndex !== -1) box.tabIndex = -1;
  });
  useEffect(() => {
    const element = root.current;
    if (!element || !open) return;
    let frames = 0;
    let frame = 0;
    const focusFirst = () => {
      const first = tabbables(element)[0];
      if (first) first.focus({ preventScroll: true });
      else if (++frames < FOCUS_FRAMES) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) close();
    else if (event.key === ' ' && target.getAttribute('role') === 'menuitem') target.click();
    else if (event.key === 'Tab' && root.current) wrapTab(event, root.current);
    else return;
    if (event.key === ' ') event.preventDefault();
    // rc-dropdown's own Escape and Tab handling on the window would close it or hold the focus
    event.stopPropagation();
  };
  return (
    <div ref={root} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

/**
 * antd's header filters over the columns' filter views (issue 38), reachable from the keyboard:
 * antd draws the filter button out of the tab order (tabindex -1), so it is put back in, Enter or
 * Space on it opens the column's dropdown (`FilterPopup` takes it from there). `filterProps` gives
 * a column's antd props: its values, the chosen ones (controlled; antd filters nothing itself), the
 * icon named for the column and the dropdown opened by column; `onKeyDownCapture` goes on an element
 * around the table.
 */
export function useHeaderFilters(box: RefObject<HTMLElement | null>) {
  const [openColumn, setOpenColumn] = useState<string | null>(null);
  useLayoutEffect(() => {
    for (const trigger of box.current?.querySelectorAll<HTMLElement>(TRIGGER) ?? []) {
      if (trigger.tabIndex !== 0) trigger.tabIndex = 0;
      trigger.setAttribute('aria-haspopup', 'true');
      const open = trigger.closest('th')?.getAttribute('data-column') === openColumn;
      trigger.setAttribute('aria-expanded', String(open));
    }
  });
  // a dropdown closed with the focus inside (Escape, OK, Reset) gives it back to its button
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const closed = shown.current;
    shown.current = openColumn;
    if (closed === null || closed === openColumn) return;
    if (document.activeElement?.closest(DROPDOWN))
      triggerOf(box.current, closed)?.focus({ preventScroll: true });
  }, [openColumn, box]);
  const close = useCallback(() => setOpenColumn(null), []);
  const filterProps = useCallback(
    (filter: TableColumnFilterView, dataIndex: string) => {
      const open = openColumn === dataIndex;
      return {
        filters: filter.options.map((option) => ({ text: option.text, value: option.value })),
        filteredValue: filter.values as string[],
        filterMultiple: filter.multiple,
        filterSearch: filter.options.length > FILTER_SEARCH_FROM,
        filterIcon: () => <FilterFilled aria-label={filter.label} />,
        filterDropdownProps: {
          open,
          onOpenChange: (next: boolean) => setOpenColumn(next ? dataIndex : null),
          popupRender: (menu: ReactNode) => (
            <FilterPopup open={open} close={close}>
              {menu}
            </FilterPopup>
          ),
        },
      };
    },
    [openColumn, close],
  );
  const onKeyDownCapture = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if ((event.key !== 'Enter' && event.key !== ' ') || !target.matches(TRIGGER)) return;
    const dataIndex = target.closest('th')?.getAttribute('data-column');
    if (!dataIndex) return;
    // the header cell's own keys (a sort, the page's scroll on Space) stay out of it
    event.preventDefault();
    event.stopPropagation();
    setOpenColumn((open) => (open === dataIndex ? null : dataIndex));
  }, []);
  return { filterProps, onKeyDownCapture };
}
