import type { DetailLinkOption, MessageKey } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Browser, TypesBrowser } from '@suite-ui/desktop';
import { Card, Form, Space, Typography } from 'antd';
import { BUSINESS_TYPES, DEMO_DETAIL_LINK, ORG_TYPES, useDemoValue } from './use-browser-demo';

function Field({
  label,
  type,
  module,
  rowType,
  multiple,
  detailLink,
  conditionFilter,
  testId = type,
}: {
  label: string;
  type: string;
  module?: string;
  rowType?: string;
  multiple?: boolean;
  detailLink?: DetailLinkOption;
  conditionFilter?: boolean;
  testId?: string;
}) {
  const t = useT();
  const field = useDemoValue();
  return (
    <Form.Item label={label}>
      <Browser
        type={type}
        module={module}
        rowType={rowType}
        multiple={multiple}
        detailLink={detailLink}
        conditionFilter={conditionFilter}
        value={field.value}
        onChange={field.onChange}
        data-testid={`demo-${testId}`}
        aria-label={label}
      />
      <Typography.Text type="secondary" data-testid={`demo-${testId}-value`}>
        {t('browser.demo.value', { value: field.text || t('browser.demo.none') })}
      </Typography.Text>
    </Form.Item>
  );
}

export default function BrowserDesktopShowcase() {
  const t = useT();
  const people = useDemoValue();
  const types = useDemoValue();
  const typeLabel = (type: string) => t(`browser.type.${type}` as MessageKey);
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 880 }}
      data-testid="showcase-browser"
    >
      <Card title={t('browser.title')}>
        <Typography.Paragraph>{t('browser.demo.intro')}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={t('browser.demo.people')}>
            <Browser
              type="resource"
              multiple
              associative
              value={people.value}
              onChange={people.onChange}
              data-testid="demo-people"
              aria-label={t('browser.demo.people')}
            />
            <Typography.Text type="secondary" data-testid="demo-people-value">
              {t('browser.demo.value', { value: people.text || t('browser.demo.none') })}
            </Typography.Text>
          </Form.Item>
          <Field
            label={`${t('browser.type.resource')} · ${t('browser.demo.single')}`}
            type="resource"
            testId="single"
          />
          <Field
            label={t('browser.demo.combination')}
            type="combinationResource"
            testId="combination"
            multiple
          />
          <Field
            label={t('browser.demo.conditions')}
            type="resource"
            testId="conditions"
            multiple
            conditionFilter
          />
          <Form.Item label={t('browser.demo.denied')}>
            <Browser
              type="resource"
              permissionCheck
              params={{ sourceId: 'locked-1' }}
              data-testid="demo-denied"
              aria-label={t('browser.demo.denied')}
            />
          </Form.Item>
          <Form.Item label={t('browser.demo.readOnly')}>
            <Browser
              type="resource"
              readOnly
              value={[
                { id: 'u2', type: 'resource', name: '' },
                { id: 'u97', type: 'resource', name: '' },
              ]}
              data-testid="demo-readonly"
            />
          </Form.Item>
          <Form.Item label={t('browser.demo.types')}>
            <TypesBrowser
              multiple
              types={['resource', 'department', 'subcompany'].map((type) => ({
                type,
                label: typeLabel(type),
              }))}
              value={types.value}
              onChange={types.onChange}
            />
            <Typography.Text type="secondary" data-testid="demo-types-value">
              {t('browser.demo.value', { value: types.text || t('browser.demo.none') })}
            </Typography.Text>
          </Form.Item>
        </Form>
      </Card>
      <Card title={t('browser.demo.org')}>
        <Form layout="vertical">
          {ORG_TYPES.map((type) => (
            <Field key={type} label={typeLabel(type)} type={type} multiple={type === 'department'} />
          ))}
        </Form>
      </Card>
      <Card title={t('browser.demo.business')}>
        <Form layout="vertical">
          {BUSINESS_TYPES.map((item) => (
            <Field
              key={item.type}
              label={typeLabel(item.type)}
              type={item.type}
              module={item.module}
              rowType={item.rowType}
              detailLink={DEMO_DETAIL_LINK}
            />
          ))}
        </Form>
      </Card>
    </Space>
  );
}
