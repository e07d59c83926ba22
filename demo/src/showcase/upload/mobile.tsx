import { Upload } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { List } from 'antd-mobile';
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

export default function UploadMobileShowcase() {
  const t = useT();
  const secretLevelOptions = useSecretLevelOptions();
  return (
    <>
      <List header={t('upload.title')} data-testid="showcase-upload">
        <Upload
          defaultValue={[...seededFiles, ...seededImages]}
          limits={{ maxCount: 10, maxSize: 300 }}
          secretLevels={{ options: secretLevelOptions }}
          upload={upload}
        />
      </List>
      <List header={t('upload.demo.sources')} data-testid="showcase-upload-sources">
        <Upload
          defaultValue={taskFiles}
          business={TASK}
          allowRemote
          allowPaste
          limits={{ maxCount: 10 }}
          upload={upload}
        />
      </List>
      <List header={t('upload.demo.readOnly')}>
        <Upload defaultValue={seededImages} mode="readOnly" />
      </List>
    </>
  );
}
