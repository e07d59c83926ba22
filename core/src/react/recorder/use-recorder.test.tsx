/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import type { RecordedClip, RecordingSession, SpeechRecogniser, RecogniserListener } from '../../recorder';
import { useRecorder, useVoiceToText } from './use-recorder';

function fakeSession(): RecordingSession {
  const clip: RecordedClip = {
    url: 'blob:clip',
    mimeType: 'audio/webm',
    size: 10,
    durationMs: 1000,
    blob: null,
  };
  return {
    start: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
    stop: async () => clip,
    level: () => 0.4,
    onEnded: () => () => undefined,
    release: () => undefined,
  };
}

function RecorderProbe({ onRecorded }: { onRecorded: (clip: RecordedClip) => void }) {
  const recorder = useRecorder({ openMicrophone: async () => fakeSession(), onRecorded }, 'desktop');
  return (
    <div>
      <span data-testid="status">{recorder.status}</span>
      <button onClick={recorder.can.start ? recorder.start : recorder.stop}>go</button>
    </div>
  );
}

describe('useRecorder under StrictMode', () => {
  it('records and stops on the live actor, and hands the clip to the host', async () => {
    URL.revokeObjectURL = jest.fn();
    const onRecorded = jest.fn();
    render(
      <StrictMode>
        <RecorderProbe onRecorded={onRecorded} />
      </StrictMode>,
    );
    await act(async () => screen.getByText('go').click());
    expect(screen.getByTestId('status').textContent).toBe('recording');
    await act(async () => screen.getByText('go').click());
    expect(screen.getByTestId('status').textContent).toBe('stopped');
    expect(onRecorded).toHaveBeenCalledWith(expect.objectContaining({ url: 'blob:clip' }));
  });
});

function VoiceProbe({ recogniser }: { recogniser: SpeechRecogniser }) {
  const voice = useVoiceToText({ createRecogniser: () => recogniser, silenceMs: 50 }, 'mobile');
  return (
    <div>
      <span data-testid="voice">{`${voice.status}:${voice.transcript}`}</span>
      <button onClick={voice.start}>talk</button>
    </div>
  );
}

describe('useVoiceToText under StrictMode', () => {
  it('shows the live transcript and stops by itself after the silence limit', async () => {
    let listener: RecogniserListener | null = null;
    const recogniser: SpeechRecogniser = {
      start: (l) => void (listener = l),
      stop: async () => undefined,
      abort: () => undefined,
    };
    render(
      <StrictMode>
        <VoiceProbe recogniser={recogniser} />
      </StrictMode>,
    );
    await act(async () => screen.getByText('talk').click());
    act(() => listener?.interim('你好'));
    expect(screen.getByTestId('voice').textContent).toBe('listening:你好');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(screen.getByTestId('voice').textContent).toBe('idle:你好');
  });
});
