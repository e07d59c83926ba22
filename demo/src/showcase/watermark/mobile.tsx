import { fillWatermarkText, parseWatermarkSettings } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { LocalWatermark } from '@suite-ui/mobile';
import { Button, List, NoticeBar, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { navigate, usePathname } from '../../navigation';
import {
  DEMO_AUDIENCE,
  DEMO_IMAGE_CONFIG,
  DEMO_USER,
  DEMO_WATERMARK_CONFIG,
  LISTED_PATH,
  useNow,
  useTicker,
} from './demo-data';

const settings = parseWatermarkSettings(DEMO_WATERMARK_CONFIG);
const MOBILE_LISTED_PATH = `/mobile${LISTED_PATH}`;

export default function WatermarkMobileShowcase() {
  const t = useT();
  const listed = usePathname() === MOBILE_LISTED_PATH;
  const now = useNow();
  const [shown, setShown] = useState(true);
  const [busy, setBusy] = useState(false);
  const tick = useTicker(busy);
  return (
    <div data-testid="showcase-watermark">
      <NoticeBar
        wrap
        color={listed ? 'alert' : 'info'}
        content={t(listed ? 'watermark.demo.pageListed' : 'watermark.demo.pageShown')}
      />
      <List header={t('watermark.demo.page')} data-testid="watermark-demo-page">
        <List.Item
          description={
            <span style={{ whiteSpace: 'pre-line' }}>{fillWatermarkText(settings.text, DEMO_USER, now)}</span>
          }
        >
          {t('watermark.demo.filled')}
        </List.Item>
        <List.Item extra={`${settings.width} × ${settings.height}, ${settings.rotate}°`}>
          {t('watermark.demo.size')}
        </List.Item>
        <List.Item>
          <Button
            block
            size="small"
            data-testid="watermark-demo-route"
            onClick={() => navigate(listed ? '/mobile/showcase/watermark' : MOBILE_LISTED_PATH)}
          >
            {t(listed ? 'watermark.demo.backToShown' : 'watermark.demo.openListed')}
          </Button>
        </List.Item>
        <List.Item>
          <TextArea
            aria-label={t('watermark.demo.draft')}
            placeholder={t('watermark.demo.draftPlaceholder')}
            data-testid="watermark-demo-draft"
            rows={3}
          />
        </List.Item>
      </List>
      <List header={t('watermark.demo.local')} data-testid="watermark-demo-local">
        <List.Item
          extra={
            <Switch
              checked={shown}
              onChange={setShown}
              data-testid="watermark-demo-local-toggle"
              aria-label={t('watermark.demo.showLocal')}
            />
          }
        >
          {t('watermark.demo.showLocal')}
        </List.Item>
        <List.Item
          extra={
            <Switch
              checked={busy}
              onChange={setBusy}
              data-testid="watermark-demo-busy"
              aria-label={t('watermark.demo.busy')}
            />
          }
        >
          {t('watermark.demo.busy')}
        </List.Item>
        <List.Item>
          {shown ? (
            <LocalWatermark
              config={DEMO_WATERMARK_CONFIG}
              user={DEMO_USER}
              audience={DEMO_AUDIENCE}
              style={{ minHeight: 160, padding: 8 }}
            >
              <strong>{t('watermark.demo.docTitle')}</strong>
              <p>{tick % 3 === 2 ? t('watermark.demo.docBody') : t('watermark.demo.row', { n: tick })}</p>
            </LocalWatermark>
          ) : (
            <div style={{ minHeight: 160, padding: 8 }}>{t('watermark.demo.docBody')}</div>
          )}
        </List.Item>
      </List>
      <List header={t('watermark.demo.image')} data-testid="watermark-demo-image">
        <List.Item>
          <LocalWatermark
            config={DEMO_IMAGE_CONFIG}
            user={DEMO_USER}
            className="demo-watermark-image"
            style={{ height: 160 }}
          >
            <p style={{ padding: 8 }}>{t('watermark.demo.docBody')}</p>
          </LocalWatermark>
        </List.Item>
      </List>
    </div>
  );
}
