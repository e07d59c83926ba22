import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { AdvancedSearchView } from '@suite-ui/core';
import { Button, Checkbox, Flex, Modal } from 'antd';

/** The setting panel (spec 2.3): which conditions show, and their order. */
export function SettingDialog({ search }: { search: AdvancedSearchView }) {
  const { setting } = search;
  return (
    <Modal
      open={setting.open}
      title={setting.title}
      width={search.dialogWidth}
      onOk={setting.save}
      onCancel={setting.cancel}
      confirmLoading={setting.saving}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'advanced-search-setting-dialog' }}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {setting.items.map((item) => (
          <li key={item.id} style={{ padding: '4px 0' }}>
            <Flex align="center" gap={8}>
              <Checkbox
                checked={item.show}
                onChange={(event) => item.set(event.target.checked)}
                aria-label={item.showLabel}
                style={{ flex: 1 }}
              >
                {item.title}
              </Checkbox>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={item.upLabel}
                disabled={!item.canUp}
                onClick={item.up}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={item.downLabel}
                disabled={!item.canDown}
                onClick={item.down}
              />
            </Flex>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
