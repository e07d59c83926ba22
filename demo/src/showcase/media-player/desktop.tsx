import { useT } from '@suite-ui/core/react';
import { AudioPlayer, VideoPlayer } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { SAMPLE_AUDIO_URL, SAMPLE_VIDEO_URL, UNSAFE_MEDIA_URL } from './sample-media';

export default function MediaPlayerDesktopShowcase() {
  const t = useT();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 760 }}
      data-testid="showcase-media-player"
    >
      <Card title={t('media-player.demo.audio')} data-testid="demo-audio">
        <AudioPlayer src={SAMPLE_AUDIO_URL} fileName="meeting.wav" fileId="tone" />
      </Card>
      <Card title={t('media-player.demo.video')} data-testid="demo-video">
        <VideoPlayer src={SAMPLE_VIDEO_URL} fileName="training.webm" />
      </Card>
      <Card title={t('media-player.demo.unsupported')} data-testid="demo-unsupported">
        <AudioPlayer src="/api/media/demo/minutes.amr" fileName="minutes.amr" />
      </Card>
      <Card title={t('media-player.demo.unsafe')} data-testid="demo-unsafe">
        <VideoPlayer src={UNSAFE_MEDIA_URL} />
      </Card>
    </Space>
  );
}
