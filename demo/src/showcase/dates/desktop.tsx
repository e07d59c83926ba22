import { useT } from '@suite-ui/core/react';
import { DatePicker, LunarCalendar, RangePicker, TimePicker } from '@suite-ui/desktop';
import { Card, Descriptions, Radio, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  currentMonthLimits,
  dayFromQuery,
  useDemoValues,
  useLunarZone,
  valueText,
  type LunarZone,
} from './demo-state';

export default function DatesDesktopShowcase() {
  const t = useT();
  const { values, set } = useDemoValues();
  const limits = currentMonthLimits();
  const lunarZone = useLunarZone();
  const row = (name: string, label: string, widget: ReactNode) => (
    <Descriptions.Item label={label} key={name}>
      <Space orientation="vertical" size={2}>
        {widget}
        <Typography.Text type="secondary" data-testid={`value-${name}`}>
          {t('dates.demo.value', { value: valueText(values[name], t('dates.demo.empty')) })}
        </Typography.Text>
      </Space>
    </Descriptions.Item>
  );
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 960 }}
      data-testid="showcase-dates"
    >
      <Card title={t('dates.demo.datePicker')} size="small">
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 180 } }}>
          {row('date', t('dates.placeholder.date'), <DatePicker onChange={set('date')} />)}
          {row(
            'datetime',
            t('dates.placeholder.datetime'),
            <DatePicker type="datetime" onChange={set('datetime')} />,
          )}
          {row('time', t('dates.demo.time'), <TimePicker onChange={set('time')} />)}
        </Descriptions>
      </Card>
      <Card title={t('dates.demo.rangePicker')} size="small">
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 180 } }}>
          {row('range', t('dates.placeholder.date'), <RangePicker onChange={set('range')} />)}
          {row(
            'rangeTime',
            t('dates.placeholder.datetime'),
            <RangePicker type="datetime" onChange={set('rangeTime')} />,
          )}
        </Descriptions>
      </Card>
      <Card title={t('dates.demo.periods')} size="small">
        {/* one picker a row, as the other cards: two columns left a label a few characters wide on a narrow page */}
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 180 } }}>
          {row('month', t('dates.placeholder.month'), <DatePicker type="month" onChange={set('month')} />)}
          {row(
            'quarter',
            t('dates.placeholder.quarter'),
            <DatePicker type="quarter" onChange={set('quarter')} />,
          )}
          {row(
            'halfYear',
            t('dates.placeholder.halfYear'),
            <DatePicker type="halfYear" onChange={set('halfYear')} />,
          )}
          {row('year', t('dates.placeholder.year'), <DatePicker type="year" onChange={set('year')} />)}
        </Descriptions>
      </Card>
      <Card title={t('dates.demo.limits', { min: limits.minDate, max: limits.maxDate })} size="small">
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 180 } }}>
          {row(
            'limited',
            t('dates.placeholder.date'),
            <DatePicker limits={limits} onChange={set('limited')} />,
          )}
          {row(
            'limitedRange',
            t('dates.placeholder.start'),
            <RangePicker limits={limits} onChange={set('limitedRange')} />,
          )}
          {row(
            'wrongLimits',
            t('dates.demo.wrongLimits'),
            <DatePicker
              limits={{ minDate: limits.maxDate, maxDate: limits.minDate }}
              onChange={set('wrongLimits')}
            />,
          )}
        </Descriptions>
      </Card>
      <Card title={t('dates.demo.calendar')} size="small" data-testid="showcase-lunar">
        <Typography.Paragraph type="secondary" data-testid="lunar-rule">
          {t('dates.demo.lunarRule')}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" data-testid="lunar-host-zone">
          {t(lunarZone.hostShowsLunar ? 'dates.demo.hostZone.lunar' : 'dates.demo.hostZone.noLunar', {
            offset: lunarZone.hostOffset,
          })}
        </Typography.Paragraph>
        <Space wrap style={{ display: 'flex', marginBottom: 12 }}>
          <Typography.Text id="lunar-zone-label">{t('dates.demo.zone')}</Typography.Text>
          <Radio.Group
            aria-labelledby="lunar-zone-label"
            optionType="button"
            size="small"
            value={lunarZone.zone}
            onChange={(event) => lunarZone.setZone(event.target.value as LunarZone)}
            data-testid="lunar-zone"
            options={lunarZone.zones.map((key) => ({ value: key, label: t(`dates.demo.zone.${key}`) }))}
          />
        </Space>
        <LunarCalendar
          // the zone is read once, so a switch starts a new calendar
          key={lunarZone.zone}
          utcOffsetMinutes={lunarZone.utcOffsetMinutes}
          defaultValue={typeof values.calendar === 'string' ? values.calendar : dayFromQuery()}
          onSelect={(date) => set('calendar')(date)}
        />
        <div>
          <Typography.Text type="secondary" data-testid="value-calendar">
            {t('dates.demo.value', { value: valueText(values.calendar, t('dates.demo.empty')) })}
          </Typography.Text>
        </div>
      </Card>
    </Space>
  );
}
