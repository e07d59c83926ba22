import type { QuickMenuProps } from '@suite-ui/core/react';
import { useQuickMenu } from '@suite-ui/core/react';
import { AppstoreOutlined, CloseOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';

/**
 * The quick-action floating menu on desktop (spec 2.3, 9): a round floating button that opens round
 * actions in the suite colours (antd FloatButton group).
 */
export function QuickMenu({ actions, onAction }: QuickMenuProps) {
  const menu = useQuickMenu(actions);
  return (
    <FloatButton.Group
      trigger="click"
      open={menu.open}
      onOpenChange={menu.toggle}
      icon={<AppstoreOutlined />}
      closeIcon={<CloseOutlined />}
      type="primary"
      aria-label={menu.open ? menu.texts.close : menu.texts.open}
      aria-expanded={menu.open}
      data-testid="quick-menu"
    >
      {menu.actions.map((action) => (
        <FloatButton
          key={action.key}
          aria-label={action.text}
          tooltip={action.text}
          icon={<span aria-hidden>{Array.from(action.text)[0]}</span>}
          style={{
            background: action.background,
            color: 'var(--ant-color-text-light-solid)',
            borderRadius: menu.radius,
          }}
          onClick={() => {
            onAction(action.key);
            menu.close();
          }}
          data-testid={action.testId}
        />
      ))}
    </FloatButton.Group>
  );
}

export type { QuickMenuProps } from '@suite-ui/core/react';
