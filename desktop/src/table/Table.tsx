import type { TableView } from '@suite-ui/core';
import { useTable, type TableSkinProps } from '@suite-ui/core/react';
import { FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, theme } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { ColumnSettingsPanel } from './ColumnSettingsPanel';
import { LogDialog } from './LogDialog';
import { SortDialog } from './SortDialog';
import { SyncDialog } from './SyncDialog';
import { WindowedTable } from './WindowedTable';
import { RowToolsGrid, type TableRowEditOptions, type TableRowMoveOptions } from './rows/RowTools';
import './table.css';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';

/** Props of the desktop `Table`. */
export interface TableProps extends TableSkinProps {
  /** Height of the scrolling body in px (default 480); the rows beyond it are not rendered. */
  height?: number;
  /** Editable rows (opt-in): which columns edit and the host's save; one row at a time. */
  rowEdit?: TableRowEditOptions;
  /** Drag-sort rows (opt-in): a handle column, pointer and keyboard, one write per move. */
  rowMove?: TableRowMoveOptions;
}

/** Mounted from the first time `visible` is true (and kept, for the closing animation): nothing before. */
function useOpenedOnce(visible: boolean): boolean {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  return opened || visible;
}

/** The toolbar's look from the theme's tokens (CSS variables read by table.css). */
function toolStyle(token: ReturnType<typeof theme.useToken>['token']): CSSProperties {
  return {
    '--suite-table-text': token.colorText,
    '--suite-table-weak': token.colorTextSecondary,
    '--suite-table-border': token.colorBorder,
    '--suite-table-bg': token.colorBgContainer,
    '--suite-table-primary': token.colorPrimary,
    '--suite-table-primary-hover': token.colorPrimaryHover,
    '--suite-table-primary-active': token.colorPrimaryActive,
    '--suite-table-focus': token.colorPrimaryBorder,
    '--suite-table-radius': `${token.borderRadius}px`,
    '--suite-table-height': `${token.controlHeight}px`,
    '--suite-table-font': `${token.fontSize}px`,
  } as CSSProperties;
}

/**
 * The settings toolbar: plain buttons drawn by table.css from the theme's tokens (the look of
 * antd's default buttons). antd's Button and Typography build their CSS-in-JS styles on every
 * mount of a table; these hold nothing beyond their elements (tests/bench/table.bench.ts).
 */
function Toolbar({ table, testId }: { table: TableView; testId: string }) {
  const { token } = theme.useToken();
  const style = toolStyle(token);
  const { density, fullscreen, reload } = table.toolbar;
  const tools = table.toolbar.visible
    ? [
        { key: 'settings', label: table.toolbar.settings, run: table.settings.open },
        { key: 'sync', label: table.toolbar.sync, run: () => table.sync.open('updateSyncTableCol') },
        { key: 'sort', label: table.toolbar.sort, run: table.sort.open },
        { key: 'log', label: table.toolbar.log, run: table.log.open },
      ]
    : [];
  return (
    <div className="suite-table-toolbar" style={style}>
      {tools.map((tool) => (
        <button
          key={tool.key}
          type="button"
          className="suite-table-tool"
          onClick={tool.run}
          data-testid={`${testId}-${tool.key}`}
        >
          {tool.label}
        </button>
      ))}
      <span className="suite-table-total" data-testid={`${testId}-total`}>
        {table.pagination.totalText}
      </span>
      <span role="status" data-testid={`${testId}-notice`} className="suite-table-notice">
        {table.notice?.text}
      </span>
      <span className="suite-table-options">
        {density.visible && (
          <span role="group" aria-label={density.label} className="suite-table-density">
            {density.options.map((option) => (
              <button
                key={option.value}
                type="button"
                className="suite-table-tool"
                aria-pressed={option.active}
                onClick={option.choose}
                data-testid={`${testId}-density-${option.value}`}
              >
                {option.label}
              </button>
            ))}
          </span>
        )}
        {reload.visible && (
          <button
            type="button"
            className="suite-table-tool suite-table-icon"
            aria-label={reload.label}
            title={reload.label}
            aria-busy={reload.busy || undefined}
            onClick={reload.run}
            data-testid={`${testId}-reload`}
          >
            <ReloadOutlined spin={reload.busy} />
          </button>
        )}
        {fullscreen.visible && (
          <button
            type="button"
            className="suite-table-tool suite-table-icon"
            aria-label={fullscreen.label}
            title={fullscreen.label}
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
            data-testid={`${testId}-fullscreen`}
          >
            {fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          </button>
        )}
      </span>
    </div>
  );
}

/**
 * The selection bar above the table while rows are checked: how many (every page's), clear, and
 * the host's batch actions.
 */
function SelectionBar({ bar, testId }: { bar: TableView['selection']['bar']; testId: string }) {
  const { token } = theme.useToken();
  // plain buttons in the toolbar's look (no antd Button styles built per table mount)
  return (
    <div
      role="region"
      aria-label={bar.label}
      className="suite-table-selection"
      data-testid={`${testId}-selection`}
      style={
        {
          ...toolStyle(token),
          '--suite-table-danger': token.colorError,
          background: token.colorPrimaryBg,
          border: `1px solid ${token.colorPrimaryBorder}`,
          borderRadius: token.borderRadius,
        } as CSSProperties
      }
    >
      <span aria-live="polite" data-testid={`${testId}-selection-count`}>
        {bar.text}
      </span>
      <button
        type="button"
        className="suite-table-link"
        onClick={bar.clear}
        data-testid={`${testId}-selection-clear`}
      >
        {bar.clearLabel}
      </button>
      <span className="suite-table-selection-actions">
        {bar.actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className="suite-table-tool"
            data-danger={action.danger || undefined}
            onClick={action.run}
            data-testid={`${testId}-batch-${action.key}`}
          >
            {action.label}
          </button>
        ))}
      </span>
    </div>
  );
}

/**
 * Full screen as the view says: the table becomes a layer over the whole page (table.css), and
 * the page goes to the browser's full screen when it grants it (the page, not the table, so the
 * settings panel and dialogs, mounted on the page's body, still show). Leaving it (Escape, the
 * browser's own exit) turns it off in the view. Returns the body height that fills the screen.
 */
function useFullscreen(fullscreen: TableView['toolbar']['fullscreen']): number | null {
  const { active } = fullscreen;
  const [screenHeight, setScreenHeight] = useState<number | null>(null);
  // the view's intents are new at each view: the effect runs when full screen turns, not per view
  const latest = useRef(fullscreen.exit);
  useLayoutEffect(() => {
    latest.current = fullscreen.exit;
  });
  useEffect(() => {
    const exit = () => latest.current();
    if (!active) return undefined;
    let wentFull = false;
    const measure = () => setScreenHeight(window.innerHeight);
    const left = () => {
      if (wentFull && !document.fullscreenElement) exit();
    };
    // Escape leaves the layer; a dialog open over it takes its own Escape first
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('.ant-modal-wrap, .ant-drawer-open')) exit();
    };
    measure();
    document.documentElement
      .requestFullscreen?.()
      .then(() => {
        wentFull = true;
      })
      .catch(() => undefined);
    window.addEventListener('resize', measure);
    document.addEventListener('fullscreenchange', left);
    document.addEventListener('keydown', escape);
    return () => {
      window.removeEventListener('resize', measure);
      document.removeEventListener('fullscreenchange', left);
      document.removeEventListener('keydown', escape);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    };
  }, [active]);
  return active && screenHeight !== null ? Math.max(200, screenHeight - 150) : null;
}

/**
 * The desktop table with column settings (spec 2.3): antd's table given only the rows near the
 * scroll place (see WindowedTable), with resizable headers (live while dragged, saved on
 * release), the row operates column, the column-settings panel and the sync, log and sort
 * dialogs. It renders what `useTable` decides.
 */
export function Table({ height = 480, rowEdit, rowMove, ...props }: TableProps) {
  const table = useTable({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'table';
  const settingsMounted = useOpenedOnce(table.settings.visible);
  const logMounted = useOpenedOnce(table.log.visible);
  const screenHeight = useFullscreen(table.toolbar.fullscreen);
  const { token } = theme.useToken();
  return (
    <div
      className="suite-table"
      data-testid={testId}
      data-fullscreen={table.toolbar.fullscreen.active || undefined}
      style={table.toolbar.fullscreen.active ? { background: token.colorBgContainer } : undefined}
    >
      <Toolbar table={table} testId={testId} />
      {table.error && (
        <Alert
          type="error"
          showIcon
          title={table.errorTitle}
          description={table.error}
          action={
            <Button size="small" onClick={table.retry}>
              {table.retryLabel}
            </Button>
          }
        />
      )}
      {table.selection.bar.visible && <SelectionBar bar={table.selection.bar} testId={testId} />}
      {rowEdit || rowMove ? (
        <RowToolsGrid
          table={table}
          columns={props.columns}
          rowEdit={rowEdit}
          rowMove={rowMove}
          testId={testId}
          grid={(tools) => (
            <WindowedTable table={table} height={screenHeight ?? height} testId={testId} tools={tools} />
          )}
        />
      ) : (
        <WindowedTable table={table} height={screenHeight ?? height} testId={testId} />
      )}
      {/* the panel and dialogs mount when first opened: a table that never opens them pays nothing */}
      {settingsMounted && <ColumnSettingsPanel settings={table.settings} testId={testId} />}
      {table.sync.visible && <SyncDialog sync={table.sync} testId={testId} />}
      {logMounted && <LogDialog log={table.log} testId={testId} />}
      {table.sort.visible && <SortDialog sort={table.sort} testId={testId} />}
      <SaveProblemDialog problem={table.problem} testId={testId} />
    </div>
  );
}
