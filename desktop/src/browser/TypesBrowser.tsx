import { useT, useTypesBrowser, type BrowserProps } from '@suite-ui/core/react';
import { Select, Space } from 'antd';
import { Browser } from './Browser';

/** Props of `TypesBrowser`: one field picking among several browser types. */
export interface TypesBrowserProps extends Omit<BrowserProps, 'type'> {
  /** The types offered, each with its label; the first is chosen first. */
  types: readonly { type: string; label: string }[];
}

/** Several browser types in one field (spec 3 TYPESBROWSER): a type select beside the browser. */
export function TypesBrowser({ types, value, onChange, ...rest }: TypesBrowserProps) {
  const t = useT();
  const state = useTypesBrowser(types, value, onChange);
  return (
    <Space.Compact className="suite-browser__types" data-testid="types-browser">
      <Select
        aria-label={t('browser.types')}
        value={state.type}
        onChange={state.setType}
        options={types.map((option) => ({ value: option.type, label: option.label }))}
        className="suite-browser__types-select"
        data-testid="types-browser-type"
      />
      <div className="suite-browser__types-field">
        <Browser key={state.type} {...rest} type={state.type} value={state.value} onChange={state.onChange} />
      </div>
    </Space.Compact>
  );
}
