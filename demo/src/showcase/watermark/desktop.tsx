import { fillWatermarkText, parseWatermarkSettings } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { LocalWatermark } from '@suite-ui/desktop';
import { Alert, Button, Card, Descriptions, Input, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { navigate, usePathname } from '../../navigation';
import {
  DEMO_AUDIENCE,
  DEMO_IMAGE_CONFIG,
  DEMO_MISSING_IMAGE_CONFIG,
  DEMO_USER,
  DEMO_WATERMARK_CONFIG,
  LISTED_PATH,
  useNow,
  useTicker,
} from './demo-data';

const settings = parseWatermarkSettings(DEMO_WATERMARK_CONFIG);

function PageWatermarkCard() {
  const t = useT();
  const listed = usePathname() === LISTED_PATH;
  const now = useNow();
  return (
    <Card title={t('watermark.demo.page')} data-testid="watermark-demo-page">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert
          type={listed ? 'warning' : 'info'}
          showIcon
          title={t(listed ? 'watermark.demo.pageListed' : 'watermark.demo.pageShown')}
        />
        {/* one setting a row: two a row left each label a character or two wide on a phone */}
        <Descriptions size="small" column={1} bordered styles={{ label: { width: '40%' } }}>
          <Descriptions.Item label={t('watermark.demo.template')}>
            <Typography.Text code>{settings.text}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('watermark.demo.filled')}>
            <span data-testid="watermark-demo-filled" style={{ whiteSpace: 'pre-line' }}>
              {fillWatermarkText(settings.text, DEMO_USER, now)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item
            label={t('watermark.demo.size')}
          >{`${settings.width} × ${settings.height}`}</Descriptions.Item>
          <Descriptions.Item label={t('watermark.demo.rotate')}>{`${settings.rotate}°`}</Descriptions.Item>
          <Descriptions.Item label={t('watermark.demo.opacity')}>{settings.opacity}</Descriptions.Item>
          <Descriptions.Item label={t('watermark.demo.refresh')}>
            {settings.refresh
              ? t('watermark.demo.refreshEvery', { minutes: settings.refreshRate })
              : t('watermark.demo.refreshOff')}
          </Descriptions.Item>
        </Descriptions>
        <Button
          data-testid="watermark-demo-route"
          onClick={() => navigate(listed ? '/showcase/watermark' : LISTED_PATH)}
        >
          {t(listed ? 'watermark.demo.backToShown' : 'watermark.demo.openListed')}
        </Button>
        <Input.TextArea
          aria-label={t('watermark.demo.draft')}
          placeholder={t('watermark.demo.draftPlaceholder')}
          data-testid="watermark-demo-draft"
          rows={3}
        />
      </Space>
    </Card>
  );
}

function LocalWatermarkCard() {
  const t = useT();
  const [shown, setShown] = useState(true);
  const [busy, setBusy] = useState(false);
  const tick = useTicker(busy);
  const rows = Array.from({ length: 6 }, (_, i) => i + 1).filter((n) => (n + tick) % 3 !== 0);
  const document = (
    <>
      <Typography.Title level={5}>{t('watermark.demo.docTitle')}</Typography.Title>
      {/* every third tick the content is bare text: React then resets the wrapper's textContent */}
      {tick % 3 === 2 ? (
        t('watermark.demo.docBody')
      ) : (
        <ul data-testid="watermark-demo-rows">
          {rows.map((n) => (
            <li key={n}>{t('watermark.demo.row', { n: n + tick })}</li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <Card title={t('watermark.demo.local')} data-testid="watermark-demo-local">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('watermark.demo.localHint')}</Typography.Text>
        <Space wrap>
          <Switch
            checked={shown}
            onChange={setShown}
            data-testid="watermark-demo-local-toggle"
            aria-label={t('watermark.demo.showLocal')}
          />
          <span>{t('watermark.demo.showLocal')}</span>
          <Switch
            checked={busy}
            onChange={setBusy}
            data-testid="watermark-demo-busy"
            aria-label={t('watermark.demo.busy')}
          />
          <span>{t('watermark.demo.busy')}</span>
        </Space>
        {shown ? (
          <LocalWatermark
            config={DEMO_WATERMARK_CONFIG}
            user={DEMO_USER}
            audience={DEMO_AUDIENCE}
            style={{ padding: 16, border: '1px solid #f0f0f0', minHeight: 220 }}
          >
            {document}
          </LocalWatermark>
        ) : (
          <div style={{ padding: 16, border: '1px dashed #d9d9d9', minHeight: 220 }}>{document}</div>
        )}
      </Space>
    </Card>
  );
}

function ImageWatermarkCard() {
  const t = useT();
  const [shown, setShown] = useState(true);
  const [missing, setMissing] = useState(false);
  return (
    <Card
      title={t('watermark.demo.image')}
      data-testid="watermark-demo-image"
      extra={
        <Switch
          checked={shown}
          onChange={setShown}
          data-testid="watermark-demo-image-toggle"
          aria-label={t('watermark.demo.showImage')}
        />
      }
    >
      {shown && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <LocalWatermark
            config={DEMO_IMAGE_CONFIG}
            user={DEMO_USER}
            className="demo-watermark-image"
            style={{ height: 180, border: '1px solid #f0f0f0' }}
          >
            <Typography.Paragraph style={{ padding: 16 }}>{t('watermark.demo.docBody')}</Typography.Paragraph>
          </LocalWatermark>
          <Typography.Text type="secondary">{t('watermark.demo.imageMissing')}</Typography.Text>
          {/* on demand: the browser logs the server's 404 for the missing file, which a page at rest should not */}
          {missing ? (
            <LocalWatermark
              config={DEMO_MISSING_IMAGE_CONFIG}
              user={DEMO_USER}
              className="demo-watermark-missing"
              style={{ height: 180, border: '1px solid #f0f0f0' }}
            >
              <Typography.Paragraph style={{ padding: 16 }}>
                {t('watermark.demo.docBody')}
              </Typography.Paragraph>
            </LocalWatermark>
          ) : (
            <Button onClick={() => setMissing(true)} data-testid="watermark-demo-missing-show">
              {t('watermark.demo.showMissing')}
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
}

export default function WatermarkDesktopShowcase() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="showcase-watermark">
      <PageWatermarkCard />
      <LocalWatermarkCard />
      <ImageWatermarkCard />
    </Space>
  );
}
