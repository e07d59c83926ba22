import { useT } from '@suite-ui/core/react';
import { ImageViewer } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { failingPreviewer, sampleImages } from './samples';

export default function ImageViewerMobileShowcase() {
  const t = useT();
  const [images] = useState(sampleImages);
  return (
    <div data-testid="showcase-image-viewer">
      <List header={t('image-viewer.demo.basic')} data-testid="viewer-basic">
        <List.Item>
          <ImageViewer images={images} />
        </List.Item>
      </List>
      <List header={t('image-viewer.demo.fallback')} data-testid="viewer-fallback">
        <List.Item>
          <ImageViewer images={images} previewer={failingPreviewer} />
        </List.Item>
      </List>
    </div>
  );
}
