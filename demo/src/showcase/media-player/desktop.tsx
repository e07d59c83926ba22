import { useT } from '@suite-ui/core/react';
import { AudioPlayer, VideoPlayer } from '@suite-ui/desktop';
import { Card, Space, Spin } from 'antd';
import { UNSAFE_MEDIA_URL, useSampleVideo } from './sample-video';

export default function MediaPlayerDesktopShowcase() {
  const t = useT();
  const video = useSampleVideo();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 760 }}
      data-testid="showcase-media-player"
    >
      <Card title={t('media-player.demo.audio')} data-testid="demo-audio">
        <AudioPlayer src="/api/media/demo/tone.wav?seconds=6" fileName="meeting.wav" fileId="tone" />
      </Card>
      <Card title={t('media-player.demo.video')} data-testid="demo-video">
        {video ? (
          <VideoPlayer src={video} fileName="training.webm" />
        ) : (
          <Spin description={t('media-player.demo.generating')}>
            <div style={{ height: 80 }} />
          </Spin>
        )}
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
