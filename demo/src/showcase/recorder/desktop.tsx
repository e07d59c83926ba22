import { useT } from '@suite-ui/core/react';
import { Recorder, VoiceToText } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { useState } from 'react';
import { recordingUpload, voiceOptions } from './options';

export default function RecorderDesktopShowcase() {
  const t = useT();
  const [voice] = useState(voiceOptions);
  const [upload] = useState(recordingUpload);
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 760 }}
      data-testid="showcase-recorder"
    >
      <Card title={t('recorder.demo.record')}>
        <Recorder maxMs={60_000} upload={upload} />
      </Card>
      <Card title={t('recorder.demo.voice')}>
        <VoiceToText {...voice} />
      </Card>
    </Space>
  );
}
