import { setLocale } from '@suite-ui/core';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { AudioPlayer, VideoPlayer } from './MediaPlayer';

describe('mobile media players', () => {
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => act(() => setLocale('zh_CN')));

  it('refuses an unsafe address and explains a format that cannot play', () => {
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <VideoPlayer src={['java', 'script:alert(1)'].join('')} />
          <AudioPlayer src="/media/a.amr" />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const [video, audio] = [screen.getByTestId('video-player'), screen.getByTestId('audio-player')];
    expect(video.textContent).toContain('not safe');
    const source = audio.querySelector('source') as HTMLSourceElement;
    act(() => void source.dispatchEvent(new Event('error')));
    expect(audio.textContent).toContain('cannot play this format');
    expect(audio.getAttribute('data-status')).toBe('failed');
  });
});
