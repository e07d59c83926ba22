import { useT } from '@suite-ui/core/react';
import { ImageViewer } from '@suite-ui/mobile';
import { Button, List, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { HOST_MODES, useHostPreviewer } from './host-previewer';
import { failingPreviewer, sampleImages } from './samples';

export default function ImageViewerMobileShowcase() {
  const t = useT();
  const [images] = useState(sampleImages);
  // the mobile app's image preview, registered for every mobile preview while picked
  const host = useHostPreviewer('mobile');
  return (
    <div data-testid="showcase-image-viewer">
      <List header={t('image-viewer.demo.basic')} data-testid="viewer-basic">
        <List.Item>
          <ImageViewer images={images} previewer={null} />
        </List.Item>
      </List>
      <List header={t('image-viewer.demo.fallback')} data-testid="viewer-fallback">
        <List.Item>
          <ImageViewer images={images} previewer={failingPreviewer} />
        </List.Item>
      </List>
      <List header={t('image-viewer.demo.registered')} data-testid="viewer-registered">
        <List.Item description={t('image-viewer.demo.registeredHint')}>
          <Selector
            columns={2}
            value={[host.mode]}
            onChange={([mode]) => mode && host.setMode(mode)}
            options={HOST_MODES.map((mode) => ({ value: mode, label: t(`image-viewer.demo.host.${mode}`) }))}
            data-testid="viewer-host-mode"
          />
        </List.Item>
        <List.Item>
          <ImageViewer images={images} />
        </List.Item>
      </List>
      <Popup visible={host.shown !== null} onClose={host.close} onMaskClick={host.close} destroyOnClose>
        {host.shown && (
          <div style={{ padding: 12 }}>
            <div style={{ marginBottom: 8, fontWeight: 500 }}>
              {t('image-viewer.demo.host.title', { name: host.shown.name ?? '' })}
            </div>
            <img
              src={host.shown.src}
              alt={host.shown.name ?? ''}
              style={{ width: '100%' }}
              data-testid="host-photo-view"
            />
            <Button block onClick={host.close} style={{ marginTop: 8 }}>
              {t('image-viewer.close')}
            </Button>
          </div>
        )}
      </Popup>
    </div>
  );
}
