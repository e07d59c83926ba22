import { ImageList, Upload } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Card, Segmented, Space } from 'antd';
import { useState } from 'react';
import {
  chunkSizeFromQuery,
  progressTimeoutFromQuery,
  useSecretLevelOptions,
  seededFiles,
  seededImages,
  TASK,
  taskFiles,
} from './seed';

const upload = {
  chunkSize: chunkSizeFromQuery(),
  hashChunkSize: chunkSizeFromQuery(),
  progressTimeoutMs: progressTimeoutFromQuery(),
  secretLevel: 1,
  params: { module: 'demo' },
};

export default function UploadDesktopShowcase() {
  const t = useT();
  const secretLevelOptions = useSecretLevelOptions();
  const [formLevel, setFormLevel] = useState(1);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Card title={t('upload.title')} data-testid="showcase-upload">
        <Upload
          defaultValue={seededFiles}
          limits={{ maxCount: 10, maxSize: 300, totalMaxSize: 1024 }}
          secretLevels={{ options: secretLevelOptions }}
          upload={upload}
        />
      </Card>
      <Card title={t('upload.demo.sources')} data-testid="showcase-upload-sources">
        <Upload
          defaultValue={taskFiles}
          business={TASK}
          allowRemote
          allowPaste
          limits={{ maxCount: 10, maxSize: 300 }}
          upload={upload}
        />
      </Card>
      <Card title={t('upload.demo.drag')} data-testid="showcase-upload-drag">
        <Upload
          drag
          limits={{ maxSize: 300 }}
          secretLevels={{ options: secretLevelOptions }}
          upload={upload}
        />
      </Card>
      <Card title={t('upload.demo.imageList')} data-testid="showcase-image-list">
        <ImageList defaultValue={seededImages} limits={{ maxCount: 6, maxSize: 2 }} upload={upload} />
      </Card>
      <Card
        title={t('upload.demo.formSecretLevel', { level: formLevel })}
        data-testid="showcase-upload-secret"
      >
        <Segmented
          value={formLevel}
          onChange={setFormLevel}
          options={secretLevelOptions.slice(0, 3).map((level) => ({ value: level.id, label: level.name }))}
          style={{ marginBottom: 12 }}
        />
        <Upload
          defaultValue={[...seededFiles, ...seededImages]}
          mode="readOnly"
          secretLevels={{ form: formLevel, options: secretLevelOptions }}
        />
      </Card>
    </Space>
  );
}
