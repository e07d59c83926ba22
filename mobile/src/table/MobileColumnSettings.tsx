import type { TableView } from '@suite-ui/core';
import { Button, List, Space, Switch } from 'antd-mobile';
import { TableSheet } from './TableSheet';

/**
 * The column settings in a bottom popup: show or hide, pin left or right (the card lists pinned
 * columns first and last), move up or down, save or reset.
 */
export function MobileColumnSettings({
  settings,
  testId,
}: {
  settings: TableView['settings'];
  testId: string;
}) {
  return (
    <TableSheet
      visible={settings.visible}
      onClose={settings.close}
      label={settings.title}
      testId={`${testId}-panel`}
    >
      <List header={`${settings.title} · ${settings.countText}`}>
        {settings.items.map((item) => (
          <List.Item
            key={item.dataIndex}
            data-testid={`${testId}-setting`}
            data-column={item.dataIndex}
            prefix={
              <Switch
                checked={!item.hidden}
                disabled={!item.canToggle}
                onChange={(shown) => item.toggle(!shown)}
                aria-label={item.showLabel}
                data-testid={`${testId}-setting-show`}
              />
            }
            extra={
              <Space>
                {item.pins.map((pin) => (
                  <Button
                    key={pin.side}
                    size="mini"
                    color={pin.active ? 'primary' : 'default'}
                    fill={pin.active ? 'solid' : 'outline'}
                    onClick={pin.toggle}
                    aria-label={pin.label}
                    aria-pressed={pin.active}
                    data-testid={`${testId}-setting-pin-${pin.side}`}
                  >
                    {pin.side === 'left' ? '⇤' : '⇥'}
                  </Button>
                ))}
                <Button size="mini" disabled={item.first} onClick={item.moveUp} aria-label={item.upLabel}>
                  ↑
                </Button>
                <Button size="mini" disabled={item.last} onClick={item.moveDown} aria-label={item.downLabel}>
                  ↓
                </Button>
              </Space>
            }
          >
            {item.title}
          </List.Item>
        ))}
      </List>
      <Space style={{ padding: 12, width: '100%', boxSizing: 'border-box' }} justify="center">
        <Button
          color="primary"
          onClick={settings.save}
          loading={settings.busy}
          data-testid={`${testId}-panel-save`}
        >
          {settings.saveLabel}
        </Button>
        <Button onClick={settings.close}>{settings.cancelLabel}</Button>
        <Button color="danger" fill="outline" onClick={settings.reset} data-testid={`${testId}-panel-reset`}>
          {settings.resetLabel}
        </Button>
      </Space>
    </TableSheet>
  );
}
