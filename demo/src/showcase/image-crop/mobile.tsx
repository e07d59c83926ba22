import { useT } from '@suite-ui/core/react';
import { ImageCropper } from '@suite-ui/mobile';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { sampleImage } from './sample-image';

export default function ImageCropMobileShowcase() {
  const t = useT();
  const [sample, setSample] = useState<string>();
  return (
    <div data-testid="showcase-image-crop">
      <List header={t('image-crop.demo.basic')}>
        <List.Item>
          <Button size="small" onClick={() => setSample(sampleImage())} data-testid="crop-sample">
            {t('image-crop.demo.sample')}
          </Button>
        </List.Item>
      </List>
      <ImageCropper key={sample ?? 'none'} src={sample} />
    </div>
  );
}
