import { Title } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';

export default function TitleDesktopShowcase() {
  const t = useT();
  const [clicks, setClicks] = useState(0);
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 640 }}
      data-testid="showcase-title"
    >
      <Card title={t('title.demo.levels')}>
        {[1, 2, 3].map((n) => (
          <Title
            key={n}
            title={t('title.demo.level', { n })}
            level={n}
            accent={n === 1}
            testId={`title-level-${n}`}
          />
        ))}
      </Card>
      <Card title={t('title.demo.extras')}>
        <Title
          title={t('title.demo.todo')}
          description={t('title.demo.description')}
          count={128}
          actionLabel={t('title.demo.more')}
          onAction={() => setClicks((n) => n + 1)}
          testId="title-todo"
        />
        <Typography.Text type="secondary" data-testid="title-todo-clicks">
          {t('title.demo.clicked', { n: clicks })}
        </Typography.Text>
      </Card>
      <Card title={t('title.demo.collapsible')}>
        <Title title={t('title.demo.attachments')} count={3} collapsible testId="title-files">
          <Typography.Paragraph>{t('title.demo.files')}</Typography.Paragraph>
        </Title>
      </Card>
    </Space>
  );
}
