import type { RecorderView } from '@suite-ui/core';
import type { RecorderProps, VoiceToTextProps } from '@suite-ui/core/react';
import type { RecordedClip } from '@suite-ui/core';
import { recordedFile, useRecorder, useVoiceToText } from '@suite-ui/core/react';
import {
  AudioOutlined,
  DeleteOutlined,
  PauseOutlined,
  CaretRightOutlined,
  BorderOutlined,
} from '@ant-design/icons';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { AudioPlayer } from '../media-player';
import type { UploadFieldProps } from '../upload/interface';
import { UploadList } from '../upload/UploadList';
import { useDesktopUpload } from '../upload/use-desktop-upload';
import { useItemActions } from '../upload/use-item-actions';
import './recorder.css';

function LevelMeter({ recorder }: { recorder: RecorderView }) {
  return (
    <div
      className="suite-rec-meter"
      role="meter"
      aria-label={recorder.labels.level}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={recorder.levelPercent}
      data-testid="recorder-level"
    >
      {Array.from({ length: 10 }, (_, i) => (
        <span
          key={i}
          className={i < recorder.levelBars ? 'suite-rec-bar suite-rec-bar-on' : 'suite-rec-bar'}
        />
      ))}
    </div>
  );
}

/**
 * A sound recorder (MediaRecorder): level meter, length and maximum, pause, play back the recording;
 * with `upload`, every recording goes into an upload list (the upload widget) as a file.
 */
export function Recorder({ upload, ...props }: RecorderProps) {
  return upload ? <UploadingRecorder {...props} upload={upload} /> : <RecorderPanel {...props} />;
}

/** The recorder with the upload widget under it: each finished recording is added to its queue. */
function UploadingRecorder({ upload, onRecorded, ...props }: RecorderProps & { upload: UploadFieldProps }) {
  const { view, holder } = useDesktopUpload(upload);
  const { onAction, extras } = useItemActions(view);
  const { add } = view;
  const recorded = useCallback(
    (clip: RecordedClip) => {
      const file = recordedFile(clip);
      if (file) add([file]);
      onRecorded?.(clip);
    },
    [add, onRecorded],
  );
  return (
    <RecorderPanel {...props} onRecorded={recorded}>
      {holder}
      <div className="suite-rec-upload" data-testid="recorder-upload">
        {view.items.length > 0 && <UploadList items={view.items} onAction={onAction} />}
      </div>
      {extras}
    </RecorderPanel>
  );
}

function RecorderPanel({ children, ...props }: RecorderProps & { children?: ReactNode }) {
  const recorder = useRecorder(props, 'desktop');
  return (
    <div className="suite-rec" data-testid="recorder" data-status={recorder.status}>
      <Space wrap align="center">
        {recorder.can.start && (
          <Button
            type="primary"
            icon={<AudioOutlined />}
            onClick={recorder.start}
            data-testid="recorder-start"
          >
            {recorder.labels.start}
          </Button>
        )}
        {recorder.can.pause && (
          <Button icon={<PauseOutlined />} onClick={recorder.pause} data-testid="recorder-pause">
            {recorder.labels.pause}
          </Button>
        )}
        {recorder.can.resume && (
          <Button icon={<CaretRightOutlined />} onClick={recorder.resume} data-testid="recorder-resume">
            {recorder.labels.resume}
          </Button>
        )}
        {recorder.can.stop && (
          <Button danger icon={<BorderOutlined />} onClick={recorder.stop} data-testid="recorder-stop">
            {recorder.labels.stop}
          </Button>
        )}
        {recorder.can.discard && (
          <Button icon={<DeleteOutlined />} onClick={recorder.discard} data-testid="recorder-discard">
            {recorder.labels.discard}
          </Button>
        )}
        <LevelMeter recorder={recorder} />
        <Typography.Text className="suite-rec-time" data-testid="recorder-elapsed">
          {recorder.elapsedLabel}
        </Typography.Text>
        <Typography.Text type="secondary" aria-live="polite" data-testid="recorder-status">
          {recorder.statusLabel}
        </Typography.Text>
      </Space>
      {recorder.error && <Alert type="error" showIcon title={recorder.error} data-testid="recorder-error" />}
      {recorder.clip && (
        <AudioPlayer key={recorder.clip.url} src={recorder.clip.url} fileName="recording.webm" />
      )}
      {children}
    </div>
  );
}

/** Voice to text: a button and the live transcript; listening stops after the silence limit (spec 9). */
export function VoiceToText(props: VoiceToTextProps) {
  const voice = useVoiceToText(props, 'desktop');
  return (
    <div className="suite-rec" data-testid="voice-to-text" data-status={voice.status}>
      <Space wrap>
        <Button
          type={voice.listening ? 'default' : 'primary'}
          danger={voice.listening}
          icon={<AudioOutlined />}
          loading={voice.status === 'finishing'}
          onClick={voice.listening ? voice.stop : voice.start}
          data-testid="voice-toggle"
        >
          {voice.listening ? voice.labels.stop : voice.labels.start}
        </Button>
        <Button onClick={voice.clear} disabled={voice.status !== 'idle' || !voice.transcript}>
          {voice.labels.clear}
        </Button>
        <Typography.Text type="secondary" aria-live="polite" data-testid="voice-status">
          {voice.status === 'listening'
            ? voice.labels.listening
            : voice.status === 'finishing'
              ? voice.labels.finishing
              : voice.note}
        </Typography.Text>
      </Space>
      <Input.TextArea
        readOnly
        rows={3}
        aria-label={voice.labels.transcript}
        placeholder={voice.labels.placeholder}
        value={voice.transcript}
        data-testid="voice-transcript"
      />
      {voice.error && <Alert type="error" showIcon title={voice.error} data-testid="voice-error" />}
    </div>
  );
}

export type { RecorderProps, VoiceToTextProps } from '@suite-ui/core/react';
