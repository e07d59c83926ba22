import type { FormValues } from '@suite-ui/core';
import { useLocale, useT } from '@suite-ui/core/react';
import { Form } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { demoFormCard } from './demo-card';
import { dependencyDemo } from './dependencies';

export default function FormMobileShowcase() {
  const t = useT();
  const locale = useLocale();
  const card = useMemo(() => demoFormCard(t), [t]);
  const dependent = useMemo(() => dependencyDemo(t), [t]);
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  return (
    <div data-testid="showcase-form">
      <Form key={locale} card={card} onSubmit={setSubmitted} />
      <List header={t('form.demo.dep.title')} data-testid="showcase-form-dependencies">
        <List.Item description={t('form.demo.dep.intro')}>
          <Form
            key={locale}
            card={dependent.card}
            dependencies={dependent.dependencies}
            onSubmit={setSubmitted}
            data-testid="form-dependencies"
          />
        </List.Item>
      </List>
      <List header={t('form.demo.submitted')}>
        <List.Item>
          <pre data-testid="demo-form-submitted" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {submitted ? JSON.stringify(submitted, null, 2) : t('form.demo.nothing')}
          </pre>
        </List.Item>
      </List>
    </div>
  );
}
