import { useT } from '@suite-ui/core/react';
import { CityPicker } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';

const failing = () => Promise.reject(new Error('offline'));

export default function CityPickerDesktopShowcase() {
  const t = useT();
  const [code, setCode] = useState<string | null>('110101');
  const [city, setCity] = useState<string | null>(null);
  const show = (value: string | null) =>
    value ? t('city-picker.demo.code', { code: value }) : t('city-picker.demo.none');
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 640 }}
      data-testid="showcase-city-picker"
    >
      <Card title={t('city-picker.demo.district')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <CityPicker testId="city-district" defaultValue="110101" onChange={setCode} />
          <Typography.Text data-testid="city-district-code">{show(code)}</Typography.Text>
        </Space>
      </Card>
      <Card title={t('city-picker.demo.city')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <CityPicker testId="city-city" level="city" onChange={setCity} />
          <Typography.Text data-testid="city-city-code">{show(city)}</Typography.Text>
        </Space>
      </Card>
      <Card title={t('city-picker.demo.failing')}>
        <CityPicker testId="city-failing" loadCities={failing} />
      </Card>
    </Space>
  );
}
