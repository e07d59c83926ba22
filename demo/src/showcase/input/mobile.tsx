import { Input } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { useState } from 'react';

const header = { padding: '16px 16px 6px', fontSize: 13, color: 'var(--adm-color-weak)' } as const;
const list = { display: 'grid', gap: 1, background: 'var(--adm-color-border)' } as const;

export default function InputMobileShowcase() {
  const t = useT();
  const [name, setName] = useState('');
  return (
    <div
      data-testid="showcase-input"
      style={{ background: 'var(--adm-color-fill-content)', paddingBottom: 16 }}
    >
      <div style={header}>{t('input.demo.basic')}</div>
      <div style={list}>
        <Input label={t('input.demo.name')} required maxLength={20} onChange={setName} testId="input-name" />
        <Input label={t('input.demo.remark')} showCount testId="input-remark" />
      </div>
      <div style={{ ...header, paddingTop: 6 }} data-testid="input-name-value">
        {t('input.demo.value', { value: name })}
      </div>
      <div style={header}>{t('input.demo.states')}</div>
      <div style={list}>
        <Input
          label={t('input.demo.readOnly')}
          value={t('input.demo.sampleDept')}
          readOnly
          testId="input-read"
        />
        <Input label={t('input.demo.readOnlyEmpty')} readOnly testId="input-read-empty" />
        <Input
          label={t('input.demo.disabled')}
          value={t('input.demo.sampleUser')}
          disabled
          testId="input-disabled"
        />
        <Input
          label={t('input.demo.code')}
          defaultValue="PRJ-001"
          error={t('input.demo.errorText')}
          testId="input-error"
        />
      </div>
    </div>
  );
}
