import type { TableView } from '@suite-ui/core';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PicLeftOutlined,
  PicRightOutlined,
} from '@ant-design/icons';
import { usePointerDrag } from '@suite-ui/core/react';
import { Button, Drawer, InputNumber, Space, Switch, Typography } from 'antd';

/** The column key of the settings row under a point inside the list. */
function columnAt(list: HTMLElement | null, x: number, y: number): string | undefined {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-column]');
  return row && list?.contains(row) ? row.dataset.column : undefined;
}

/**
 * The column-settings panel (spec 2.3 update column dialog): show or hide each column, drag it by
 * its handle (or use the arrows) to reorder, set its width, pin it left or right (pressed toggle buttons); save,
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
  const { setContainer, source, target, handleProps } = usePointerDrag<string, string>({
    enabled: !settings.busy,
    targetAt: columnAt,
    sameTarget: (a, b) => a === b,
    startTarget: () => null,
    drop: (from, over) => {
      if (from !== over) settings.items.find((i) => i.dataIndex === from)?.moveTo(over);
    },
  });
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
        <ul
          ref={setContainer}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={settings.title}
        >
          {settings.items.map((item) => (
            <li
              key={item.dataIndex}
              className="suite-table-setting"
              data-testid={`${testId}-setting`}
              data-column={item.dataIndex}
              data-over={target === item.dataIndex && source !== item.dataIndex}
              data-dragging={source === item.dataIndex || undefined}
            >
              {/* the pointer drags by the handle; the arrows (and their keys) move without one */}
              <HolderOutlined
                className="suite-table-setting-handle"
                aria-label={item.dragLabel}
                role="img"
                data-testid={`${testId}-setting-handle`}
                {...handleProps(item.dataIndex)}
              />
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
