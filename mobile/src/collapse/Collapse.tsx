import type { CollapseProps } from '@suite-ui/core/react';
import { useCollapse } from '@suite-ui/core/react';
import { Collapse as AdmCollapse } from 'antd-mobile';
import './collapse.css';

/** A collapse (spec 2.3) over antd-mobile Collapse; one open at a time in an accordion. */
export function Collapse({ content, ...options }: CollapseProps) {
  const collapse = useCollapse(options);
  return (
    <div className="suite-m-collapse" data-testid="collapse">
      <AdmCollapse activeKey={collapse.open} onChange={(keys) => collapse.change(keys)}>
        {collapse.panels.map((panel) => (
          <AdmCollapse.Panel
            key={panel.key}
            title={<span data-testid={panel.testId}>{panel.title}</span>}
            disabled={panel.disabled}
            destroyOnClose
          >
            {content[panel.key]}
          </AdmCollapse.Panel>
        ))}
      </AdmCollapse>
    </div>
  );
}

export type { CollapseProps } from '@suite-ui/core/react';
