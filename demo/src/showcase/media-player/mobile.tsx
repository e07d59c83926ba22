import { useT } from '@suite-ui/core/react';
import { AudioPlayer, VideoPlayer } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { SAMPLE_AUDIO_URL, SAMPLE_VIDEO_URL, UNSAFE_MEDIA_URL } from './sample-media';

export default function MediaPlayerMobileShowcase() {
  const t = useT();
  return (
    <div data-testid="showcase-media-player">
      <List header={t('media-player.demo.audio')} data-testid="demo-audio">
        <AudioPlayer src={SAMPLE_AUDIO_URL} fileName="meeting.wav" fileId="tone" />
      </List>
      <List header={t('media-player.demo.video')} data-testid="demo-video">
        <VideoPlayer src={SAMPLE_VIDEO_URL} fileName="training.webm" />
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
