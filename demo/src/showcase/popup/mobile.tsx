import { Popup } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { Button, Input, List, Space } from 'antd-mobile';

export default function PopupMobileShowcase() {
  const t = useT();
  return (
    <div data-testid="showcase-popup">
      <List header={t('popup.title')}>
        <List.Item>
          <Space wrap>
            <Popup triggers={['click']} content={t('popup.demo.clickContent')} testId="popup-click">
              <Button size="small" data-testid="popup-click-trigger">
                {t('popup.demo.click')}
              </Button>
            </Popup>
            <Popup triggers={['hover']} content={t('popup.demo.hoverContent')} testId="popup-hover">
              <Button size="small" data-testid="popup-hover-trigger">
                {t('popup.demo.hover')}
              </Button>
            </Popup>
          </Space>
        </List.Item>
        <List.Item>
          <Popup triggers={['focus']} content={t('popup.demo.focusContent')} testId="popup-focus">
            <Input
              aria-label={t('popup.demo.focus')}
              placeholder={t('popup.demo.focus')}
              data-testid="popup-focus-trigger"
            />
          </Popup>
        </List.Item>
        <List.Item>
          <Popup triggers={['contextMenu']} content={t('popup.demo.contextContent')} testId="popup-context">
            <div
              tabIndex={0}
              role="button"
              data-testid="popup-context-trigger"
              style={{ padding: 24, border: '1px dashed #8c8c8c', textAlign: 'center' }}
            >
              {t('popup.demo.contextArea')}
            </div>
          </Popup>
        </List.Item>
      </List>
    </div>
  );
}
