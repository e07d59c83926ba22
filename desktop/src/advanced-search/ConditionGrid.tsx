import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { AdvancedSearchView, SearchFieldItem } from '@suite-ui/core';
import { useSearchLayout } from '@suite-ui/core/react';
import { Button, Col, Flex, Row, Typography } from 'antd';
import { useId } from 'react';
import { SearchField } from './SearchField';

/** Props of {@link ConditionGrid}. */
export interface ConditionGridProps {
  search: AdvancedSearchView;
  /** The host's conditions (the span each may ask for). */
  items: readonly SearchFieldItem[];
  /** Rows the collapsed panel shows (2 by default). */
  rows?: number;
}

/**
 * The panel's conditions in 4, 3, 2 or 1 columns by the panel's own width, collapsed to their first
 * rows behind an expand / collapse switch (issue 38).
 */
export function ConditionGrid({ search, items, rows }: ConditionGridProps) {
  const { ref, layout } = useSearchLayout(search.fields, { platform: 'desktop', items, rows });
  const gridId = useId();
  return (
    <div ref={ref} data-testid="advanced-search-grid" data-columns={layout.columns}>
      <Row gutter={[16, 12]} id={gridId}>
        {layout.conditions.map(({ condition: field, span }) => (
          <Col key={field.id} span={span} data-testid={field.testId}>
            <Flex gap={8} align="flex-start">
              <Typography.Text style={{ width: 88, flex: 'none', paddingTop: 5 }} ellipsis>
                {field.title}
              </Typography.Text>
              <div style={{ flex: 1, minWidth: 0 }}>
                <SearchField field={field} />
              </div>
            </Flex>
          </Col>
        ))}
      </Row>
      {layout.collapse && (
        <Flex justify="flex-end">
          <Button
            type="link"
            size="small"
            icon={layout.collapse.expanded ? <UpOutlined /> : <DownOutlined />}
            iconPlacement="end"
            aria-expanded={layout.collapse.expanded}
            aria-controls={gridId}
            onClick={layout.collapse.toggle}
            data-testid="advanced-search-collapse"
          >
            {layout.collapse.label}
          </Button>
        </Flex>
      )}
    </div>
  );
}
