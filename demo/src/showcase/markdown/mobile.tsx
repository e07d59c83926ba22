import { MarkdownEditor } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { Card, Space } from 'antd-mobile';

export default function MarkdownMobileShowcase() {
  const t = useT();
  return (
    <Space direction="vertical" block style={{ padding: 12 }} data-testid="showcase-markdown">
      <Card title={t('markdown.demo.basic')} data-testid="markdown-basic">
        <MarkdownEditor defaultValue={t('markdown.demo.sample')} />
      </Card>
    </Space>
  );
}
