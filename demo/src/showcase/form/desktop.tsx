import type { FormValues } from '@suite-ui/core';
import { useLocale, useT } from '@suite-ui/core/react';
import { Form } from '@suite-ui/desktop';
import { Card, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { demoFormCard } from './demo-card';
import { dependencyDemo } from './dependencies';

export default function FormDesktopShowcase() {
  const t = useT();
  const locale = useLocale();
  const card = useMemo(() => demoFormCard(t), [t]);
  const dependent = useMemo(() => dependencyDemo(t), [t]);
  const [hoverEdit, setHoverEdit] = useState(false);
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('form.title')} data-testid="showcase-form">
        <Typography.Paragraph type="secondary">{t('form.demo.intro')}</Typography.Paragraph>
        <Space style={{ marginBottom: 16 }}>
          <Switch
            checked={hoverEdit}
            onChange={setHoverEdit}
            aria-label={t('form.hoverEdit')}
            data-testid="demo-hover-edit"
          />
          <span>{t('form.hoverEdit')}</span>
        </Space>
        <Form key={locale} card={card} hoverEdit={hoverEdit} onSubmit={setSubmitted} />
      </Card>
      <Card title={t('form.demo.dep.title')} data-testid="showcase-form-dependencies">
        <Typography.Paragraph type="secondary">{t('form.demo.dep.intro')}</Typography.Paragraph>
        <Form
          key={locale}
          card={dependent.card}
          dependencies={dependent.dependencies}
          onSubmit={setSubmitted}
          data-testid="form-dependencies"
        />
      </Card>
      <Card title={t('form.demo.submitted')}>
        <pre data-testid="demo-form-submitted" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {submitted ? JSON.stringify(submitted, null, 2) : t('form.demo.nothing')}
        </pre>
      </Card>
    </Space>
  );
}
