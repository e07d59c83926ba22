import type { MediaKind } from '@suite-ui/core';
import type { MediaPlayerProps } from '@suite-ui/core/react';
import { useMediaPlayer } from '@suite-ui/core/react';
import { Button, ErrorBlock, Selector, Slider, SpinLoading } from 'antd-mobile';
import { PlayOutline, SoundMuteOutline, SoundOutline } from 'antd-mobile-icons';
import './media-player.css';

function MediaPlayer({ kind, title, ...props }: MediaPlayerProps & { kind: MediaKind }) {
  const { view: player, mediaRef, containerRef } = useMediaPlayer(props, kind, 'mobile');
  const Media = player.kind === 'video' ? 'video' : 'audio';
  return (
    <div
      ref={containerRef}
      className={`suite-m-media suite-m-media-${player.kind}`}
      role="group"
      aria-label={title ?? player.labels.player}
      data-testid={`${player.kind}-player`}
      data-status={player.status}
      data-playing={player.playing}
    >
      {title && <div className="suite-m-media-title">{title}</div>}
      {player.src && (
        <Media ref={mediaRef} preload="metadata" className="suite-m-media-element" playsInline>
          <source src={player.src} type={player.mimeType} />
        </Media>
      )}
      {player.error ? (
        <ErrorBlock status="default" title={player.error} description="" data-testid="media-error">
          {player.canRetry && (
            <Button size="small" color="primary" onClick={player.retry}>
              {player.labels.retry}
            </Button>
          )}
        </ErrorBlock>
      ) : (
        <>
          <div className="suite-m-media-row">
            <Button
              shape="rounded"
              color="primary"
              size="small"
              aria-label={player.labels.toggle}
              disabled={player.status !== 'ready'}
              onClick={player.toggle}
              data-testid="media-toggle"
            >
              {player.playing ? <span className="suite-m-media-pause" aria-hidden /> : <PlayOutline />}
            </Button>
            <div className="suite-m-media-seek">
              <Slider
                min={0}
                max={player.seekMax || 1}
                step={0.1}
                value={player.currentTime}
                disabled={player.status !== 'ready'}
                onChange={(value) => player.seek(Array.isArray(value) ? (value[0] ?? 0) : value)}
                aria-label={player.labels.seek}
              />
            </div>
            <span className="suite-m-media-time" data-testid="media-time">
              {player.status === 'loading' ? <SpinLoading style={{ '--size': '14px' }} /> : player.timeLabel}{' '}
              / {player.durationLabel}
            </span>
            <Button
              fill="none"
              size="small"
              aria-label={player.labels.mute}
              onClick={player.toggleMute}
              data-testid="media-mute"
            >
              {player.muted ? <SoundMuteOutline /> : <SoundOutline />}
            </Button>
          </div>
          <div className="suite-m-media-row">
            <Selector
              aria-label={player.labels.speed}
              columns={6}
              showCheckMark={false}
              value={[player.rate]}
              options={player.rates}
              onChange={(values) => values[0] !== undefined && player.setRate(values[0])}
              data-testid="media-speed"
            />
          </div>
          {player.canFullscreen && (
            <Button size="small" onClick={player.toggleFullscreen} data-testid="media-fullscreen">
              {player.labels.fullscreen}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** The mobile audio player (spec 2.3): play, pause, seek, speed, mute; a clear message when the format cannot play. */
export function AudioPlayer(props: MediaPlayerProps) {
  return <MediaPlayer {...props} kind="audio" />;
}

/** The mobile video player: the audio player's controls plus full screen. */
export function VideoPlayer(props: MediaPlayerProps) {
  return <MediaPlayer {...props} kind="video" />;
}

export type { MediaPlayerProps } from '@suite-ui/core/react';
