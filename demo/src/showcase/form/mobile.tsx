import type { FormValues } from '@suite-ui/core';
import { useLocale, useT } from '@suite-ui/core/react';
import { Form, PopupForm } from '@suite-ui/mobile';
import { Button, List } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { demoFormCard } from './demo-card';
import { dependencyDemo } from './dependencies';
import { conversionDemo, overlayDemo, overlaySave, stepDemo, urlDemo } from './pro';

export default function FormMobileShowcase() {
  const t = useT();
  const locale = useLocale();
  const card = useMemo(() => demoFormCard(t), [t]);
  const dependent = useMemo(() => dependencyDemo(t), [t]);
  const steps = useMemo(() => stepDemo(t), [t]);
  const overlay = useMemo(() => overlayDemo(t), [t]);
  const save = useMemo(() => overlaySave(t), [t]);
  const converted = useMemo(() => conversionDemo(t), [t]);
  const mirrored = useMemo(() => urlDemo(t), [t]);
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
      <List header={t('form.demo.pro.steps.title')} data-testid="showcase-form-steps">
        <List.Item description={t('form.demo.pro.steps.intro')}>
          <Form
            key={locale}
            card={steps.card}
            steps={steps.steps}
            onSubmit={save}
            onSaved={setSubmitted}
            data-testid="form-steps-demo"
          />
        </List.Item>
      </List>
      <List header={t('form.demo.pro.overlay.title')} data-testid="showcase-form-overlay">
        <List.Item description={t('form.demo.pro.overlay.intro')}>
          <PopupForm
            key={locale}
            title={t('form.demo.pro.overlay.newTitle')}
            card={overlay}
            onSubmit={save}
            onSaved={setSubmitted}
            trigger={
              <Button color="primary" fill="outline" data-testid="demo-open-popup-form">
                {t('form.demo.pro.overlay.popup')}
              </Button>
            }
          />
        </List.Item>
      </List>
      <List header={t('form.demo.pro.convert.title')} data-testid="showcase-form-conversion">
        <List.Item description={t('form.demo.pro.convert.intro')}>
          <Form
            key={locale}
            card={converted.card}
            conversions={converted.conversions}
            onSubmit={setSubmitted}
            data-testid="form-conversion"
          />
        </List.Item>
      </List>
      <List header={t('form.demo.pro.url.title')} data-testid="showcase-form-url">
        <List.Item description={t('form.demo.pro.url.intro')}>
          <Form key={locale} card={mirrored} syncToUrl onSubmit={setSubmitted} data-testid="form-url" />
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
