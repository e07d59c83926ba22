import { useT } from '@suite-ui/core/react';
import { ImageViewer } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { useState } from 'react';
import { failingPreviewer, sampleImages } from './samples';

export default function ImageViewerDesktopShowcase() {
  const t = useT();
  const [images] = useState(sampleImages);
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 760 }}
      data-testid="showcase-image-viewer"
    >
      <Card title={t('image-viewer.demo.basic')} data-testid="viewer-basic">
        <ImageViewer images={images} />
      </Card>
      <Card title={t('image-viewer.demo.fallback')} data-testid="viewer-fallback">
        <ImageViewer images={images} previewer={failingPreviewer} />
      </Card>
    </Space>
  );
}
