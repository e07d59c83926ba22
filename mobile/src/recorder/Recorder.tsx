import type { RecordedClip, RecorderView } from '@suite-ui/core';
import type { RecorderProps, UploadFieldSkinProps, VoiceToTextProps } from '@suite-ui/core/react';
import { recordedFile, useRecorder, useUploadField, useVoiceToText } from '@suite-ui/core/react';
import { Button, List, NoticeBar, ProgressBar, Space, TextArea, Toast } from 'antd-mobile';
import { useCallback, type ReactNode } from 'react';
import { AudioPlayer } from '../media-player';
import './recorder.css';

function LevelMeter({ recorder }: { recorder: RecorderView }) {
  return (
    <div
      className="suite-m-rec-meter"
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
          className={i < recorder.levelBars ? 'suite-m-rec-bar suite-m-rec-bar-on' : 'suite-m-rec-bar'}
        />
      ))}
    </div>
  );
}

/**
 * The mobile sound recorder: record, pause, stop, level and length, play back; with `upload`, every
 * recording goes into the upload widget's queue as a file and its row shows the progress.
 */
export function Recorder({ upload, ...props }: RecorderProps) {
  return upload ? <UploadingRecorder {...props} upload={upload} /> : <RecorderPanel {...props} />;
}

function UploadingRecorder({
  upload,
  onRecorded,
  ...props
}: RecorderProps & { upload: UploadFieldSkinProps }) {
  // spec 8: on mobile an error message is a fail toast
  const view = useUploadField(upload, 'mobile', ({ type, content }) =>
    Toast.show(type === 'error' ? { icon: 'fail', content } : { content }),
  );
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
      <div data-testid="recorder-upload">
        {view.items.length > 0 && (
          <List data-testid="upload-list">
            {view.items.map((item) => (
              <List.Item
                key={item.id}
                data-testid="upload-item"
                data-status={item.status}
                description={
                  item.status === 'done' ? (
                    item.sizeLabel
                  ) : (
                    <>
                      <ProgressBar percent={item.percent} style={{ margin: '4px 0' }} />
                      <span
                        role={item.error ? 'alert' : undefined}
                        style={item.error ? { color: 'var(--adm-color-danger)' } : undefined}
                      >
                        {item.statusText}
                      </span>
                    </>
                  )
                }
              >
                <span data-testid="upload-item-name">{item.name}</span>
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </RecorderPanel>
  );
}

function RecorderPanel({ children, ...props }: RecorderProps & { children?: ReactNode }) {
  const recorder = useRecorder(props, 'mobile');
  return (
    <div className="suite-m-rec" data-testid="recorder" data-status={recorder.status}>
      <div className="suite-m-rec-row">
        <LevelMeter recorder={recorder} />
        <span className="suite-m-rec-time" data-testid="recorder-elapsed">
          {recorder.elapsedLabel}
        </span>
        <span className="suite-m-rec-status" aria-live="polite" data-testid="recorder-status">
          {recorder.statusLabel}
        </span>
      </div>
      <Space wrap>
        {recorder.can.start && (
          <Button color="primary" size="small" onClick={recorder.start} data-testid="recorder-start">
            {recorder.labels.start}
          </Button>
        )}
        {recorder.can.pause && (
          <Button size="small" onClick={recorder.pause} data-testid="recorder-pause">
            {recorder.labels.pause}
          </Button>
        )}
        {recorder.can.resume && (
          <Button size="small" onClick={recorder.resume} data-testid="recorder-resume">
            {recorder.labels.resume}
          </Button>
        )}
        {recorder.can.stop && (
          <Button color="danger" size="small" onClick={recorder.stop} data-testid="recorder-stop">
            {recorder.labels.stop}
          </Button>
        )}
        {recorder.can.discard && (
          <Button size="small" onClick={recorder.discard} data-testid="recorder-discard">
            {recorder.labels.discard}
          </Button>
        )}
      </Space>
      {recorder.error && <NoticeBar color="alert" content={recorder.error} data-testid="recorder-error" />}
      {recorder.clip && (
        <AudioPlayer key={recorder.clip.url} src={recorder.clip.url} fileName="recording.webm" />
      )}
      {children}
    </div>
  );
}

/** Mobile voice to text: press and hold to talk, release to finish; the live transcript above. */
export function VoiceToText(props: VoiceToTextProps) {
  const voice = useVoiceToText(props, 'mobile');
  return (
    <div className="suite-m-rec" data-testid="voice-to-text" data-status={voice.status}>
      <TextArea
        readOnly
        rows={3}
        aria-label={voice.labels.transcript}
        placeholder={voice.labels.placeholder}
        value={voice.transcript}
        data-testid="voice-transcript"
      />
      <span className="suite-m-rec-status" aria-live="polite" data-testid="voice-status">
        {voice.status === 'listening'
          ? voice.labels.listening
          : voice.status === 'finishing'
            ? voice.labels.finishing
            : voice.note}
      </span>
      {voice.error && <NoticeBar color="alert" content={voice.error} data-testid="voice-error" />}
      <div
        className="suite-m-rec-hold"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          voice.start();
        }}
        onPointerUp={voice.stop}
        onPointerCancel={voice.stop}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) voice.start();
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') voice.stop();
        }}
        onContextMenu={(event) => event.preventDefault()}
      >
        <Button
          block
          color={voice.listening ? 'danger' : 'primary'}
          loading={voice.status === 'finishing'}
          data-testid="voice-hold"
        >
          {voice.listening ? voice.labels.release : voice.labels.hold}
        </Button>
      </div>
    </div>
  );
}

export type { RecorderProps, VoiceToTextProps } from '@suite-ui/core/react';
