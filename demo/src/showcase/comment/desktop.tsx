import { Comment, CommonPhrases } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Card, Space, Typography } from 'antd';
import { HighlightDemo } from './highlight-demo';
import { DEMO_TARGET, DEMO_USER } from './seed';

export default function CommentDesktopShowcase() {
  const t = useT();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 760 }}>
      <Card title={t('comment.title')} data-testid="showcase-comment">
        <Typography.Paragraph type="secondary">{t('comment.demo.intro')}</Typography.Paragraph>
        <Comment target={DEMO_TARGET} currentUser={DEMO_USER} />
      </Card>
      <Card title={t('comment.highlight.title')} data-testid="showcase-comment-highlight">
        <HighlightDemo />
      </Card>
      <Card title={t('comment.demo.phrasesEditor')} data-testid="showcase-comment-phrases">
        <CommonPhrases />
      </Card>
    </Space>
  );
}
