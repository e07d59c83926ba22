import { Checkbox } from '@suite-ui/mobile';
import { useState } from 'react';
import { useCheckboxOptions } from './options';

const header = { padding: '16px 16px 6px', fontSize: 13, color: 'var(--adm-color-weak)' } as const;

export default function CheckboxMobileShowcase() {
  const { t, topics, days, channels, valueText } = useCheckboxOptions();
  const [value, setValue] = useState<string[]>(['sales']);
  return (
    <div
      data-testid="showcase-checkbox"
      style={{ background: 'var(--adm-color-fill-content)', paddingBottom: 16 }}
    >
      <div style={header}>{t('checkbox.demo.vertical')}</div>
      <Checkbox
        label={t('checkbox.demo.topics')}
        options={topics}
        value={value}
        onChange={setValue}
        max={3}
        required
        testId="checkbox-topics"
      />
      <div style={{ ...header, paddingTop: 6 }} data-testid="checkbox-topics-value">
        {valueText(value)}
      </div>
      <div style={header}>{t('checkbox.demo.grid')}</div>
      <Checkbox
        label={t('checkbox.demo.days')}
        options={days}
        layout="grid"
        defaultValue={['mon']}
        testId="checkbox-days"
      />
      <div style={header}>{t('checkbox.demo.horizontal')}</div>
      <Checkbox
        label={t('checkbox.demo.channels')}
        options={channels}
        layout="horizontal"
        testId="checkbox-channels"
      />
      <div style={header}>{t('checkbox.demo.states')}</div>
      <div style={{ display: 'grid', gap: 1, background: 'var(--adm-color-border)' }}>
        <Checkbox
          label={t('checkbox.demo.readOnly')}
          options={topics}
          value={['sales', 'hr']}
          readOnly
          testId="checkbox-read"
        />
        <Checkbox
          label={t('checkbox.demo.disabled')}
          options={channels}
          value={['email']}
          layout="horizontal"
          disabled
          testId="checkbox-disabled"
        />
      </div>
    </div>
  );
}
