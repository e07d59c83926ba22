import { MarkdownEditor } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Card, Space } from 'antd';

export default function MarkdownDesktopShowcase() {
  const t = useT();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 1100 }}
      data-testid="showcase-markdown"
    >
      <Card title={t('markdown.demo.basic')} data-testid="markdown-basic">
        <MarkdownEditor defaultValue={t('markdown.demo.sample')} />
      </Card>
      <Card title={t('markdown.demo.readOnly')} data-testid="markdown-readonly">
        <MarkdownEditor defaultValue={t('markdown.demo.sample')} readOnly />
      </Card>
    </Space>
  );
}
