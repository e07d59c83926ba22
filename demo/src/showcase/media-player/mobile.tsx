import { useT } from '@suite-ui/core/react';
import { AudioPlayer, VideoPlayer } from '@suite-ui/mobile';
import { List, SpinLoading } from 'antd-mobile';
import { UNSAFE_MEDIA_URL, useSampleVideo } from './sample-video';

export default function MediaPlayerMobileShowcase() {
  const t = useT();
  const video = useSampleVideo();
  return (
    <div data-testid="showcase-media-player">
      <List header={t('media-player.demo.audio')} data-testid="demo-audio">
        <AudioPlayer src="/api/media/demo/tone.wav?seconds=6" fileName="meeting.wav" fileId="tone" />
      </List>
      <List header={t('media-player.demo.video')} data-testid="demo-video">
        {video ? (
          <VideoPlayer src={video} fileName="training.webm" />
        ) : (
          <List.Item>
            <SpinLoading /> {t('media-player.demo.generating')}
          </List.Item>
        )}
      </List>
      <List header={t('media-player.demo.unsupported')} data-testid="demo-unsupported">
        <AudioPlayer src="/api/media/demo/minutes.amr" fileName="minutes.amr" />
      </List>
      <List header={t('media-player.demo.unsafe')} data-testid="demo-unsafe">
        <VideoPlayer src={UNSAFE_MEDIA_URL} />
      </List>
    </div>
  );
}
