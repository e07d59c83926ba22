import { CloseCircleFilled, DownOutlined, FilterOutlined } from '@ant-design/icons';
import type { SearchFieldView } from '@suite-ui/core';
import { useAdvancedSearch, useLightFilter, type AdvancedSearchProps } from '@suite-ui/core/react';
import { Button, Flex, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { SearchField } from './SearchField';

export type LightFilterProps = AdvancedSearchProps;

/** The editor a chip opens: the condition's control and the button that searches with it. */
function Editor({
  fields,
  applyLabel,
  apply,
}: {
  fields: SearchFieldView[];
  applyLabel: string;
  apply(): void;
}) {
  return (
    <Flex vertical gap={12} style={{ width: 320 }}>
      {fields.map((field) => (
        <div key={field.id} data-testid={field.testId}>
          {fields.length > 1 && <Typography.Text type="secondary">{field.title}</Typography.Text>}
          <SearchField field={field} />
        </div>
      ))}
      <Flex justify="flex-end">
        <Button type="primary" size="small" onClick={apply} data-testid="light-filter-apply">
          {applyLabel}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * The light filter (issue 38): the advanced search's conditions as compact chips for a toolbar,
 * each opening its editor in a popover; the conditions past the first few wait under "more
 * filters" until they hold a value. Same props and view model as `AdvancedSearch`.
 */
export function LightFilter(props: LightFilterProps) {
  const { search } = useAdvancedSearch({ ...props, platform: 'desktop' });
  const light = useLightFilter(search.fields);
  // which popover is open (UI state only): a chip's field id, or 'more'
  const [open, setOpen] = useState<string | null>(null);
  const apply = () => {
    setOpen(null);
    search.search();
  };
  return (
    <Space wrap size={8} role="group" aria-label={light.label} data-testid="light-filter">
      {light.chips.map((chip) => (
        // a chip in force carries its clear button beside it
        <Space.Compact key={chip.field.id}>
          <Popover
            trigger="click"
            placement="bottomLeft"
            open={open === chip.field.id}
            onOpenChange={(next) => setOpen(next ? chip.field.id : null)}
            content={<Editor fields={[chip.field]} applyLabel={light.applyLabel} apply={apply} />}
          >
            <Button
              size="small"
              type={chip.active ? 'primary' : 'default'}
              ghost={chip.active}
              aria-expanded={open === chip.field.id}
              data-testid="light-filter-chip"
              data-id={chip.field.id}
            >
              {chip.summary ? `${chip.title}: ${chip.summary}` : chip.title}
              <DownOutlined aria-hidden />
            </Button>
          </Popover>
          {chip.active && (
            <Button
              size="small"
              type="primary"
              ghost
              icon={<CloseCircleFilled />}
              aria-label={chip.clearLabel}
              title={chip.clearLabel}
              onClick={() => {
                chip.field.set(null);
                search.search();
              }}
              data-testid="light-filter-clear"
              data-id={chip.field.id}
            />
          )}
        </Space.Compact>
      ))}
      {light.more && (
        <Popover
          trigger="click"
          placement="bottomLeft"
          open={open === 'more'}
          onOpenChange={(next) => setOpen(next ? 'more' : null)}
          content={<Editor fields={light.more.fields} applyLabel={light.applyLabel} apply={apply} />}
        >
          <Button
            size="small"
            type="dashed"
            icon={<FilterOutlined />}
            aria-expanded={open === 'more'}
            data-testid="light-filter-more"
          >
            {light.more.label}
          </Button>
        </Popover>
      )}
    </Space>
  );
}
