import { useT } from '@suite-ui/core/react';
import { AdvancedSearch } from '@suite-ui/mobile';
import { Selector } from 'antd-mobile';
import { DEMO_USERS, useDemoFields, useDemoFormItems, useDemoSearch, useFormListFields } from './demo-fields';

export default function AdvancedSearchMobileShowcase() {
  const t = useT();
  const fields = useDemoFields();
  const demo = useDemoSearch();
  const formItems = useDemoFormItems();
  const formListFields = useFormListFields();
  return (
    <div data-testid="showcase-advanced-search" style={{ padding: 12 }}>
      <p style={{ marginTop: 0 }}>{t('advanced-search.demo.intro')}</p>
      <div style={{ marginBottom: 6 }}>{t('advanced-search.demo.user')}</div>
      <Selector
        aria-label={t('advanced-search.demo.user')}
        columns={2}
        value={[demo.user]}
        onChange={(keys) => keys[0] && demo.setUser(keys[0])}
        options={DEMO_USERS.map((user) => ({ value: user, label: t(`advanced-search.demo.user.${user}`) }))}
        data-testid="demo-user"
      />
      <div style={{ marginTop: 12 }}>
        <AdvancedSearch
          key={demo.user}
          fields={fields}
          module="crm"
          conditionId="customers"
          headers={demo.headers}
          onSearch={demo.onSearch}
        />
      </div>
      <section data-testid="demo-form-conditions">
        <h4>{t('advanced-search.demo.form')}</h4>
        <p>{t('advanced-search.demo.form.intro')}</p>
        <AdvancedSearch
          key={demo.user}
          fields={formListFields}
          formItems={formItems}
          module="crm"
          conditionId="contracts-form"
          headers={demo.headers}
          onSearch={demo.onSearch}
        />
      </section>
      <h4>{t('advanced-search.demo.payload')}</h4>
      <pre
        data-testid="advanced-search-payload"
        style={{ fontSize: 11, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {demo.payload || t('advanced-search.demo.none')}
      </pre>
    </div>
  );
}
