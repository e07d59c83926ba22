import { useT } from '@suite-ui/core/react';
import { CityPicker } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useState } from 'react';

const failing = () => Promise.reject(new Error('offline'));

export default function CityPickerMobileShowcase() {
  const t = useT();
  const [code, setCode] = useState<string | null>('110101');
  const show = (value: string | null) =>
    value ? t('city-picker.demo.code', { code: value }) : t('city-picker.demo.none');
  return (
    <div data-testid="showcase-city-picker">
      <List header={t('city-picker.demo.district')}>
        <CityPicker testId="city-district" defaultValue="110101" onChange={setCode} />
        <List.Item data-testid="city-district-code">{show(code)}</List.Item>
      </List>
      <List header={t('city-picker.demo.failing')}>
        <CityPicker testId="city-failing" loadCities={failing} />
      </List>
    </div>
  );
}
