import { setLocale, type RecordedClip, type RecordingSession, type UploadServices } from '@suite-ui/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Recorder } from './Recorder';

function fakeSession(): RecordingSession {
  const blob = new Blob([new Uint8Array(64)], { type: 'audio/webm;codecs=opus' });
  const clip: RecordedClip = { url: 'blob:clip', mimeType: blob.type, size: 64, durationMs: 2000, blob };
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

/** IO fakes of the upload widget: one chunk, assembled at once. */
const services = (sent: string[]): Partial<UploadServices> => ({
  hashFile: async () => 'f'.repeat(32),
  preUploadCheck: async () => undefined,
  chunkUpCheck: async () => [],
  sendChunk: async (request) => {
    sent.push(request.fileName);
    return { complete: true, file: { fileId: '1', name: request.fileName, size: request.fileSize } };
  },
});

describe('mobile Recorder with upload', () => {
  beforeEach(() => {
    URL.revokeObjectURL = jest.fn();
    act(() => setLocale('en_US'));
  });
  afterEach(() => act(() => setLocale('zh_CN')));

  it('hands each finished recording to the upload widget once, as a named audio file', async () => {
    const sent: string[] = [];
    const onRecorded = jest.fn();
    const onChange = jest.fn();
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Recorder
            openMicrophone={async () => fakeSession()}
            onRecorded={onRecorded}
            upload={{ settings: { sysFormatBlacks: 'exe' }, services: services(sent), onChange }}
          />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(screen.queryAllByTestId('upload-item')).toHaveLength(0);
    await act(async () => screen.getByTestId('recorder-start').click());
    await act(async () => screen.getByTestId('recorder-stop').click());
    await waitFor(() => expect(screen.getByTestId('upload-item').getAttribute('data-status')).toBe('done'));
    expect(screen.getAllByTestId('upload-item')).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^recording-\d{8}-\d{6}\.webm$/);
    expect(onRecorded).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ fileId: '1', name: sent[0] })]);
  });
});
