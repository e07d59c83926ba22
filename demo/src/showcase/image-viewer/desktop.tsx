import { useT } from '@suite-ui/core/react';
import { ImageViewer } from '@suite-ui/desktop';
import { Card, Modal, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { HOST_MODES, useHostPreviewer, type HostMode } from './host-previewer';
import { failingPreviewer, sampleImages } from './samples';

export default function ImageViewerDesktopShowcase() {
  const t = useT();
  const [images] = useState(sampleImages);
  // the desktop client's photo view, registered for every desktop preview while picked
  const host = useHostPreviewer('desktop');
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 760 }}
      data-testid="showcase-image-viewer"
    >
      <Card title={t('image-viewer.demo.basic')} data-testid="viewer-basic">
        <ImageViewer images={images} previewer={null} />
      </Card>
      <Card title={t('image-viewer.demo.fallback')} data-testid="viewer-fallback">
        <ImageViewer images={images} previewer={failingPreviewer} />
      </Card>
      <Card title={t('image-viewer.demo.registered')} data-testid="viewer-registered">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Segmented<HostMode>
            value={host.mode}
            onChange={host.setMode}
            options={HOST_MODES.map((mode) => ({ value: mode, label: t(`image-viewer.demo.host.${mode}`) }))}
            data-testid="viewer-host-mode"
          />
          <Typography.Text type="secondary">{t('image-viewer.demo.registeredHint')}</Typography.Text>
          <ImageViewer images={images} />
        </Space>
      </Card>
      <Modal
        open={host.shown !== null}
        onCancel={host.close}
        footer={null}
        title={t('image-viewer.demo.host.title', { name: host.shown?.name ?? '' })}
        destroyOnHidden
      >
        {host.shown && (
          <img
            src={host.shown.src}
            alt={host.shown.name ?? ''}
            style={{ width: '100%' }}
            data-testid="host-photo-view"
          />
        )}
      </Modal>
    </Space>
  );
}
