import type { FormValues } from '@suite-ui/core';
import { useLocale, useT } from '@suite-ui/core/react';
import { DrawerForm, Form, ModalForm } from '@suite-ui/desktop';
import { Button, Card, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { demoFormCard } from './demo-card';
import { dependencyDemo } from './dependencies';
import { conversionDemo, overlayDemo, overlaySave, stepDemo, urlDemo } from './pro';

export default function FormDesktopShowcase() {
  const t = useT();
  const locale = useLocale();
  const card = useMemo(() => demoFormCard(t), [t]);
  const dependent = useMemo(() => dependencyDemo(t), [t]);
  const steps = useMemo(() => stepDemo(t), [t]);
  const overlay = useMemo(() => overlayDemo(t), [t]);
  const save = useMemo(() => overlaySave(t), [t]);
  const converted = useMemo(() => conversionDemo(t), [t]);
  const mirrored = useMemo(() => urlDemo(t), [t]);
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
      <Card title={t('form.demo.pro.steps.title')} data-testid="showcase-form-steps">
        <Typography.Paragraph type="secondary">{t('form.demo.pro.steps.intro')}</Typography.Paragraph>
        <Form
          key={locale}
          card={steps.card}
          steps={steps.steps}
          onSubmit={save}
          onSaved={setSubmitted}
          data-testid="form-steps-demo"
        />
      </Card>
      <Card title={t('form.demo.pro.overlay.title')} data-testid="showcase-form-overlay">
        <Typography.Paragraph type="secondary">{t('form.demo.pro.overlay.intro')}</Typography.Paragraph>
        <Space wrap>
          <ModalForm
            key={`modal-${locale}`}
            title={t('form.demo.pro.overlay.newTitle')}
            card={overlay}
            onSubmit={save}
            onSaved={setSubmitted}
            trigger={<Button data-testid="demo-open-modal-form">{t('form.demo.pro.overlay.modal')}</Button>}
          />
          <DrawerForm
            key={`drawer-${locale}`}
            title={t('form.demo.pro.overlay.newTitle')}
            card={overlay}
            onSubmit={save}
            onSaved={setSubmitted}
            trigger={<Button data-testid="demo-open-drawer-form">{t('form.demo.pro.overlay.drawer')}</Button>}
          />
        </Space>
      </Card>
      <Card title={t('form.demo.pro.convert.title')} data-testid="showcase-form-conversion">
        <Typography.Paragraph type="secondary">{t('form.demo.pro.convert.intro')}</Typography.Paragraph>
        <Form
          key={locale}
          card={converted.card}
          conversions={converted.conversions}
          onSubmit={setSubmitted}
          data-testid="form-conversion"
        />
      </Card>
      <Card title={t('form.demo.pro.url.title')} data-testid="showcase-form-url">
        <Typography.Paragraph type="secondary">{t('form.demo.pro.url.intro')}</Typography.Paragraph>
        <Form key={locale} card={mirrored} syncToUrl onSubmit={setSubmitted} data-testid="form-url" />
      </Card>
      <Card title={t('form.demo.submitted')}>
        <pre data-testid="demo-form-submitted" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {submitted ? JSON.stringify(submitted, null, 2) : t('form.demo.nothing')}
        </pre>
      </Card>
    </Space>
  );
}
