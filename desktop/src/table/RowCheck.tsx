import { ConfigProvider, theme } from 'antd';
import { memo, useContext, useMemo, type MouseEvent } from 'react';

/** The class names antd's checkbox is drawn with in this theme (its prefix, hash and CSS-variable scope). */
export interface RowCheckClasses {
  prefix: string;
  /** The theme's hash and CSS-variable classes, on the wrapper. */
  scope: string;
  /** The theme's hash, on the box. */
  hash: string;
}

/**
 * The classes of antd's checkbox under the current theme, read once per table. The header's
 * check-all box is antd's own `Checkbox`, which registers the checkbox styles these classes use.
 */
export function useRowCheckClasses(): RowCheckClasses {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { hashId, cssVar } = theme.useToken();
  const prefix = getPrefixCls('checkbox');
  const key = (cssVar as { key?: string } | undefined)?.key ?? '';
  return useMemo(
    () => ({ prefix, scope: [key, `${prefix}-css-var`, hashId].filter(Boolean).join(' '), hash: hashId }),
    [prefix, key, hashId],
  );
}

/** Props of `RowCheck`. */
export interface RowCheckProps {
  classes: RowCheckClasses;
  checked: boolean;
  disabled: boolean;
  label: string;
  /** The row's key, given back to `toggle`. */
  rowKey: string;
  /** A stable callback (the view's `selection.toggle`), so a redraw with the same state skips the box. */
  toggle(key: string, checked: boolean): void;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A row's box in a checkbox table: the markup of antd's `Checkbox` (same classes, so the same
 * look and focus ring) without its per-box style hooks and click wave. A windowed body mounts a
 * box per drawn row on every scroll, and antd's `Checkbox` costs each one its CSS-in-JS set-up
 * (tests/bench/table.bench.ts, issue 38).
 */
export const RowCheck = memo(function RowCheck({
  classes,
  checked,
  disabled,
  label,
  rowKey,
  toggle,
}: RowCheckProps) {
  const { prefix, scope, hash } = classes;
  const state = `${checked ? ` ${prefix}-checked` : ''}${disabled ? ` ${prefix}-disabled` : ''}`;
  return (
    <label
      className={`${prefix}-wrapper${checked ? ` ${prefix}-wrapper-checked` : ''}${disabled ? ` ${prefix}-wrapper-disabled` : ''} ${scope}`}
      onClick={stop}
    >
      <span className={`${prefix}${state} ${hash}`}>
        <input
          type="checkbox"
          className={`${prefix}-input`}
          checked={checked}
          disabled={disabled}
          aria-label={label}
          onChange={(event) => toggle(rowKey, event.target.checked)}
        />
      </span>
    </label>
  );
});
