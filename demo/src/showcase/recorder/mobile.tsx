import { useT } from '@suite-ui/core/react';
import { Recorder, VoiceToText } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { recordingUpload, voiceOptions } from './options';

export default function RecorderMobileShowcase() {
  const t = useT();
  const [voice] = useState(voiceOptions);
  const [upload] = useState(recordingUpload);
  return (
    <div data-testid="showcase-recorder">
      <List header={t('recorder.demo.record')}>
        <Recorder maxMs={60_000} upload={upload} />
      </List>
      <List header={t('recorder.demo.voice')}>
        <VoiceToText {...voice} />
      </List>
    </div>
  );
}
