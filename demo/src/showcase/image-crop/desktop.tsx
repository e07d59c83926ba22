import { useT } from '@suite-ui/core/react';
import { ImageCropper } from '@suite-ui/desktop';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { sampleImage } from './sample-image';

export default function ImageCropDesktopShowcase() {
  const t = useT();
  const [sample, setSample] = useState<string>();
  return (
    <Card
      title={t('image-crop.demo.basic')}
      style={{ maxWidth: 600 }}
      data-testid="showcase-image-crop"
      extra={
        <Button onClick={() => setSample(sampleImage())} data-testid="crop-sample">
          {t('image-crop.demo.sample')}
        </Button>
      }
    >
      <ImageCropper key={sample ?? 'none'} src={sample} />
    </Card>
  );
}
