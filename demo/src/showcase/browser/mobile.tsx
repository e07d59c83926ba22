import type { DetailLinkOption, MessageKey } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Browser } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { BUSINESS_TYPES, DEMO_MOBILE_DETAIL_LINK, ORG_TYPES, useDemoValue } from './use-browser-demo';

function Field({
  label,
  type,
  module,
  rowType,
  multiple,
  associative,
  detailLink,
  testId = type,
}: {
  label: string;
  type: string;
  module?: string;
  rowType?: string;
  multiple?: boolean;
  associative?: boolean;
  detailLink?: DetailLinkOption;
  testId?: string;
}) {
  const t = useT();
  const field = useDemoValue();
  return (
    <List.Item
      title={label}
      description={
        <span data-testid={`demo-${testId}-value`}>
          {t('browser.demo.value', { value: field.text || t('browser.demo.none') })}
        </span>
      }
    >
      <Browser
        type={type}
        module={module}
        rowType={rowType}
        multiple={multiple}
        detailLink={detailLink}
        associative={associative}
        value={field.value}
        onChange={field.onChange}
        data-testid={`demo-${testId}`}
        aria-label={label}
      />
    </List.Item>
  );
}

export default function BrowserMobileShowcase() {
  const t = useT();
  const typeLabel = (type: string) => t(`browser.type.${type}` as MessageKey);
  return (
    <div data-testid="showcase-browser">
      <List header={t('browser.title')}>
        <Field label={t('browser.demo.people')} type="resource" multiple associative testId="people" />
        <Field
          label={t('browser.demo.combination')}
          type="combinationResource"
          multiple
          testId="combination"
        />
        <List.Item title={t('browser.demo.denied')}>
          <Browser
            type="resource"
            permissionCheck
            params={{ sourceId: 'locked-1' }}
            data-testid="demo-denied"
            aria-label={t('browser.demo.denied')}
          />
        </List.Item>
        <Field
          label={`${typeLabel('resource')} · ${t('browser.demo.single')}`}
          type="resource"
          testId="single"
        />
        <List.Item title={t('browser.demo.readOnly')}>
          <Browser
            type="resource"
            readOnly
            value={[
              { id: 'u2', type: 'resource', name: '' },
              { id: 'u97', type: 'resource', name: '' },
            ]}
            data-testid="demo-readonly"
          />
        </List.Item>
      </List>
      <List header={t('browser.demo.org')}>
        {ORG_TYPES.map((type) => (
          <Field key={type} label={typeLabel(type)} type={type} multiple={type === 'department'} />
        ))}
      </List>
      <List header={t('browser.demo.business')}>
        {BUSINESS_TYPES.map((item) => (
          <Field
            key={item.type}
            label={typeLabel(item.type)}
            type={item.type}
            module={item.module}
            rowType={item.rowType}
            detailLink={DEMO_MOBILE_DETAIL_LINK}
          />
        ))}
      </List>
    </div>
  );
}
