import type { CollapseProps } from '@suite-ui/core/react';
import { useCollapse } from '@suite-ui/core/react';
import { Collapse as AntCollapse } from 'antd';

/** A collapse (spec 2.3) over antd Collapse: headers are buttons with aria-expanded; one open in an accordion. */
export function Collapse({ content, ...options }: CollapseProps) {
  const collapse = useCollapse(options);
  return (
    <AntCollapse
      activeKey={collapse.open}
      onChange={(keys) => collapse.change(typeof keys === 'string' ? [keys] : keys)}
      data-testid="collapse"
      items={collapse.panels.map((panel) => ({
        key: panel.key,
        label: <span data-testid={panel.testId}>{panel.title}</span>,
        collapsible: panel.disabled ? 'disabled' : undefined,
        children: content[panel.key],
      }))}
    />
  );
}

export type { CollapseProps } from '@suite-ui/core/react';
