import { useT } from '@suite-ui/core/react';
import { AdvancedSearch } from '@suite-ui/mobile';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import {
  DEMO_LISTS,
  DEMO_USERS,
  useDemoFields,
  useDemoFormItems,
  useDemoSearch,
  useFormListFields,
} from './demo-fields';

export default function AdvancedSearchMobileShowcase() {
  const t = useT();
  const fields = useDemoFields();
  const demo = useDemoSearch();
  const formItems = useDemoFormItems();
  const formListFields = useFormListFields();
  // the contracts list takes its conditions from its form (the items flagged inSearchAdvanced)
  const [list, setList] = useState<(typeof DEMO_LISTS)[number]>('customers');
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
      <div style={{ margin: '12px 0 6px' }}>{t('advanced-search.demo.list')}</div>
      <Selector
        aria-label={t('advanced-search.demo.list')}
        columns={2}
        value={[list]}
        onChange={(keys) => keys[0] && setList(keys[0])}
        options={DEMO_LISTS.map((key) => ({ value: key, label: t(`advanced-search.demo.list.${key}`) }))}
        data-testid="demo-list"
      />
      {list === 'contracts' && <p data-testid="demo-form-intro">{t('advanced-search.demo.form.intro')}</p>}
      <div style={{ marginTop: 12 }}>
        <AdvancedSearch
          key={`${demo.user}-${list}`}
          fields={list === 'contracts' ? formListFields : fields}
          formItems={list === 'contracts' ? formItems : undefined}
          module="crm"
          conditionId={list}
          headers={demo.headers}
          onSearch={demo.onSearch}
        />
      </div>
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
