import { Popup } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Button, Card, Input, Space } from 'antd';

export default function PopupDesktopShowcase() {
  const t = useT();
  return (
    <Card title={t('popup.title')} data-testid="showcase-popup">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <Popup triggers={['hover']} content={t('popup.demo.hoverContent')} testId="popup-hover">
            <Button data-testid="popup-hover-trigger">{t('popup.demo.hover')}</Button>
          </Popup>
          <Popup triggers={['click']} content={t('popup.demo.clickContent')} testId="popup-click">
            <Button data-testid="popup-click-trigger">{t('popup.demo.click')}</Button>
          </Popup>
          <Popup
            triggers={['hover']}
            enterDelay={500}
            leaveDelay={100}
            content={t('popup.demo.slowContent')}
            testId="popup-slow"
          >
            <Button data-testid="popup-slow-trigger">{t('popup.demo.slow')}</Button>
          </Popup>
        </Space>
        <Popup triggers={['focus']} content={t('popup.demo.focusContent')} testId="popup-focus">
          <Input
            aria-label={t('popup.demo.focus')}
            placeholder={t('popup.demo.focus')}
            style={{ maxWidth: 280 }}
            data-testid="popup-focus-trigger"
          />
        </Popup>
        <Popup triggers={['contextMenu']} content={t('popup.demo.contextContent')} testId="popup-context">
          <div
            tabIndex={0}
            role="button"
            data-testid="popup-context-trigger"
            style={{ padding: 32, border: '1px dashed #8c8c8c', borderRadius: 8, textAlign: 'center' }}
          >
            {t('popup.demo.contextArea')}
          </div>
        </Popup>
      </Space>
    </Card>
  );
}
