import type { MediaKind } from '@suite-ui/core';
import type { MediaPlayerProps } from '@suite-ui/core/react';
import { useMediaPlayer } from '@suite-ui/core/react';
import {
  CaretRightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MutedOutlined,
  PauseOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Alert, Button, Select, Slider, Space, Typography } from 'antd';
import './media-player.css';

function MediaPlayer({ kind, title, ...props }: MediaPlayerProps & { kind: MediaKind }) {
  const { view: player, mediaRef, containerRef } = useMediaPlayer(props, kind, 'desktop');
  const Media = player.kind === 'video' ? 'video' : 'audio';
  return (
    <div
      ref={containerRef}
      className={`suite-media suite-media-${player.kind}`}
      role="group"
      aria-label={title ?? player.labels.player}
      title={player.labels.keys}
      tabIndex={0}
      data-testid={`${player.kind}-player`}
      data-status={player.status}
      data-playing={player.playing}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget && player.keyDown(event.key)) event.preventDefault();
      }}
    >
      {title && <Typography.Text strong>{title}</Typography.Text>}
      {player.src && (
        <Media ref={mediaRef} preload="metadata" className="suite-media-element" playsInline>
          <source src={player.src} type={player.mimeType} />
        </Media>
      )}
      {player.error ? (
        <Alert
          type="error"
          showIcon
          title={player.error}
          data-testid="media-error"
          action={
            player.canRetry && (
              <Button size="small" onClick={player.retry}>
                {player.labels.retry}
              </Button>
            )
          }
        />
      ) : (
        <Space className="suite-media-controls" wrap>
          <Button
            shape="circle"
            type="primary"
            aria-label={player.labels.toggle}
            icon={player.playing ? <PauseOutlined /> : <CaretRightOutlined />}
            disabled={player.status !== 'ready'}
            onClick={player.toggle}
            data-testid="media-toggle"
          />
          <Slider
            className="suite-media-seek"
            min={0}
            max={player.seekMax}
            step={0.1}
            value={player.currentTime}
            disabled={player.status !== 'ready'}
            onChange={player.seek}
            tooltip={{ formatter: null }}
            ariaLabelForHandle={player.labels.seek}
            data-testid="media-seek"
          />
          <Typography.Text className="suite-media-time" data-testid="media-time">
            {player.status === 'loading' ? player.labels.loading : player.timeLabel} / {player.durationLabel}
          </Typography.Text>
          <Button
            type="text"
            aria-label={player.labels.mute}
            icon={player.muted ? <MutedOutlined /> : <SoundOutlined />}
            onClick={player.toggleMute}
            data-testid="media-mute"
          />
          <Slider
            className="suite-media-volume"
            min={0}
            max={1}
            step={0.05}
            value={player.muted ? 0 : player.volume}
            onChange={player.setVolume}
            ariaLabelForHandle={player.labels.volume}
            tooltip={{ formatter: (v) => `${Math.round((v ?? 0) * 100)}%` }}
          />
          <Select
            size="small"
            value={player.rate}
            options={player.rates}
            onChange={player.setRate}
            aria-label={player.labels.speed}
            popupMatchSelectWidth={false}
            data-testid="media-speed"
          />
          {player.canFullscreen && (
            <Button
              type="text"
              aria-label={player.labels.fullscreen}
              icon={player.fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={player.toggleFullscreen}
              data-testid="media-fullscreen"
            />
          )}
        </Space>
      )}
    </div>
  );
}

/** An audio player (spec 2.3): play, pause, seek, speed, volume, keyboard; a clear message when the format cannot play. */
export function AudioPlayer(props: MediaPlayerProps) {
  return <MediaPlayer {...props} kind="audio" />;
}

/** A video player (spec 2.3): the audio player's controls plus full screen (F). */
export function VideoPlayer(props: MediaPlayerProps) {
  return <MediaPlayer {...props} kind="video" />;
}

export type { MediaPlayerProps } from '@suite-ui/core/react';
