import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { AudioPlayer, VideoPlayer } from './MediaPlayer';

const renderStrict = (node: React.ReactNode) =>
  render(
    <StrictMode>
      <SuiteConfigProvider>{node}</SuiteConfigProvider>
    </StrictMode>,
  );

describe('desktop media players', () => {
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => act(() => setLocale('zh_CN')));

  it('refuses an unsafe address with a clear message and renders no media element', () => {
    renderStrict(<VideoPlayer src={['java', 'script:alert(1)'].join('')} />);
    expect(screen.getByTestId('media-error').textContent).toContain('not safe');
    expect(document.querySelector('video')).toBeNull();
  });

  it('follows the element: loaded, then space toggles play through the machine', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderStrict(<AudioPlayer src="/media/a.wav" fileName="a.wav" />);
    const audio = document.querySelector('audio') as HTMLAudioElement;
    expect(audio.querySelector('source')?.getAttribute('type')).toBe('audio/wav');
    Object.defineProperty(audio, 'duration', { value: 65, configurable: true });
    act(() => void audio.dispatchEvent(new Event('loadedmetadata')));
    expect(screen.getByTestId('media-time').textContent).toContain('1:05');
    fireEvent.keyDown(screen.getByTestId('audio-player'), { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    act(() => void audio.dispatchEvent(new Event('playing')));
    expect(screen.getByTestId('media-toggle').getAttribute('aria-label')).toBe('Pause');
    play.mockRestore();
  });

  it('says when the format cannot play (a failed source)', () => {
    renderStrict(<AudioPlayer src="/media/a.amr" />);
    const source = document.querySelector('source') as HTMLSourceElement;
    act(() => void source.dispatchEvent(new Event('error')));
    expect(screen.getByTestId('media-error').textContent).toContain('cannot play this format');
  });
});
