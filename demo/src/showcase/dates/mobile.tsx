import { useT } from '@suite-ui/core/react';
import { DatePicker, LunarCalendar, RangePicker, TimePicker } from '@suite-ui/mobile';
import { List, Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import { dayFromQuery, useDemoValues, useLunarZone, valueText } from './demo-state';

export default function DatesMobileShowcase() {
  const t = useT();
  const { values, set } = useDemoValues();
  const lunarZone = useLunarZone();
  const item = (name: string, label: string, widget: ReactNode) => (
    <List.Item
      key={name}
      title={label}
      description={
        <span data-testid={`value-${name}`}>
          {t('dates.demo.value', { value: valueText(values[name], t('dates.demo.empty')) })}
        </span>
      }
    >
      {widget}
    </List.Item>
  );
  return (
    <div data-testid="showcase-dates">
      <List header={t('dates.demo.calendar')}>
        <List.Item
          description={
            <>
              <span data-testid="lunar-rule">{t('dates.demo.lunarRule')}</span>{' '}
              <span data-testid="lunar-host-zone">
                {t(lunarZone.hostShowsLunar ? 'dates.demo.hostZone.lunar' : 'dates.demo.hostZone.noLunar', {
                  offset: lunarZone.hostOffset,
                })}
              </span>
            </>
          }
        >
          <span id="lunar-zone-label">{t('dates.demo.zone')}</span>
          <Selector
            aria-labelledby="lunar-zone-label"
            showCheckMark={false}
            value={[lunarZone.zone]}
            onChange={([zone]) => zone && lunarZone.setZone(zone)}
            data-testid="lunar-zone"
            options={lunarZone.zones.map((key) => ({ value: key, label: t(`dates.demo.zone.${key}`) }))}
          />
        </List.Item>
        <List.Item>
          <LunarCalendar
            // the zone is read once, so a switch starts a new calendar
            key={lunarZone.zone}
            utcOffsetMinutes={lunarZone.utcOffsetMinutes}
            defaultValue={typeof values.calendar === 'string' ? values.calendar : dayFromQuery()}
            onSelect={(date) => set('calendar')(date)}
          />
        </List.Item>
      </List>
      <List header={t('dates.demo.datePicker')}>
        {item('date', t('dates.placeholder.date'), <DatePicker onChange={set('date')} />)}
        {item(
          'datetime',
          t('dates.placeholder.datetime'),
          <DatePicker type="datetime" onChange={set('datetime')} />,
        )}
        {item('time', t('dates.demo.time'), <TimePicker onChange={set('time')} />)}
      </List>
      <List header={t('dates.demo.rangePicker')}>
        {item('range', t('dates.placeholder.date'), <RangePicker onChange={set('range')} />)}
        {item(
          'rangeTime',
          t('dates.placeholder.datetime'),
          <RangePicker type="datetime" onChange={set('rangeTime')} />,
        )}
      </List>
      <List header={t('dates.demo.periods')}>
        {item(
          'quarter',
          t('dates.placeholder.quarter'),
          <DatePicker type="quarter" onChange={set('quarter')} />,
        )}
        {item(
          'halfYear',
          t('dates.placeholder.halfYear'),
          <DatePicker type="halfYear" onChange={set('halfYear')} />,
        )}
        {item('month', t('dates.placeholder.month'), <DatePicker type="month" onChange={set('month')} />)}
      </List>
    </div>
  );
}
