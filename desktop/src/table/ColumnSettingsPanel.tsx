import type { TableView } from '@suite-ui/core';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PicLeftOutlined,
  PicRightOutlined,
} from '@ant-design/icons';
import { Button, Drawer, InputNumber, Space, Switch, Typography } from 'antd';
import { useState } from 'react';

/**
 * The column-settings panel (spec 2.3 update column dialog): show or hide each column, drag it (or
 * use the arrows) to reorder, set its width, pin it left or right (pressed toggle buttons); save,
 * cancel, or go back to the default layout.
 */
export function ColumnSettingsPanel({
  settings,
  testId,
}: {
  settings: TableView['settings'];
  testId: string;
}) {
  // which row is dragged and which one it is over: pointer feedback only, the order lives in core
  const [drag, setDrag] = useState<{ from: string; over: string | null } | null>(null);
  return (
    <Drawer
      open={settings.visible}
      title={settings.title}
      onClose={settings.close}
      size={440}
      destroyOnHidden
      footer={
        <Space>
          <Button
            type="primary"
            onClick={settings.save}
            loading={settings.busy}
            data-testid={`${testId}-panel-save`}
          >
            {settings.saveLabel}
          </Button>
          <Button onClick={settings.close}>{settings.cancelLabel}</Button>
          <Button
            danger
            onClick={settings.reset}
            disabled={settings.busy}
            data-testid={`${testId}-panel-reset`}
          >
            {settings.resetLabel}
          </Button>
        </Space>
      }
    >
      <div data-testid={`${testId}-panel`}>
        <Typography.Paragraph type="secondary">{settings.countText}</Typography.Paragraph>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={settings.title}>
          {settings.items.map((item) => (
            <li
              key={item.dataIndex}
              className="suite-table-setting"
              data-testid={`${testId}-setting`}
              data-column={item.dataIndex}
              data-over={drag?.over === item.dataIndex}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', item.dataIndex);
                setDrag({ from: item.dataIndex, over: null });
              }}
              onDragOver={(event) => {
                event.preventDefault();
                if (drag && drag.over !== item.dataIndex) setDrag({ ...drag, over: item.dataIndex });
              }}
              onDrop={(event) => {
                event.preventDefault();
                const from = drag?.from ?? event.dataTransfer.getData('text/plain');
                if (from && from !== item.dataIndex)
                  settings.items.find((i) => i.dataIndex === from)?.moveTo(item.dataIndex);
                setDrag(null);
              }}
              onDragEnd={() => setDrag(null)}
            >
              <HolderOutlined className="suite-table-setting-handle" aria-label={item.dragLabel} role="img" />
              <Switch
                size="small"
                checked={!item.hidden}
                disabled={!item.canToggle}
                aria-label={item.showLabel}
                onChange={(shown) => item.toggle(!shown)}
                data-testid={`${testId}-setting-show`}
              />
              <Typography.Text className="suite-table-setting-title" ellipsis>
                {item.title}
              </Typography.Text>
              <InputNumber
                size="small"
                min={60}
                max={800}
                step={10}
                value={item.width}
                aria-label={item.widthLabel}
                style={{ width: 80 }}
                onChange={(width) => typeof width === 'number' && item.setWidth(width)}
              />
              {item.pins.map((pin) => (
                <Button
                  key={pin.side}
                  size="small"
                  type={pin.active ? 'primary' : 'text'}
                  icon={pin.side === 'left' ? <PicLeftOutlined /> : <PicRightOutlined />}
                  aria-label={pin.label}
                  aria-pressed={pin.active}
                  title={pin.text}
                  onClick={pin.toggle}
                  data-testid={`${testId}-setting-pin-${pin.side}`}
                />
              ))}
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={item.upLabel}
                disabled={item.first}
                onClick={item.moveUp}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={item.downLabel}
                disabled={item.last}
                onClick={item.moveDown}
              />
            </li>
          ))}
        </ul>
      </div>
    </Drawer>
  );
}
