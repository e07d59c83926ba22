import { useLunarCalendar, type UseLunarCalendarProps } from '@suite-ui/core/react';
import { Button } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import './dates.css';

export type LunarCalendarProps = UseLunarCalendarProps;

/** Lunar month view for phones: lunar day, festival or solar term under every date (spec 9). */
export function LunarCalendar(props: LunarCalendarProps) {
  const calendar = useLunarCalendar({ ...props, platform: 'mobile' });
  return (
    <div className="suite-m-lunar" data-testid="lunar-calendar">
      <div className="suite-m-lunar-header">
        <button
          type="button"
          className="suite-m-lunar-nav"
          aria-label={calendar.labels.prevMonth}
          disabled={!calendar.canPrevMonth}
          onClick={calendar.prevMonth}
          data-testid="lunar-prev-month"
        >
          <LeftOutline />
        </button>
        <div className="suite-m-lunar-titles">
          <strong data-testid="lunar-title">{calendar.title}</strong>
          {calendar.lunarYearTitle && <small data-testid="lunar-year-title">{calendar.lunarYearTitle}</small>}
        </div>
        <button
          type="button"
          className="suite-m-lunar-nav"
          aria-label={calendar.labels.nextMonth}
          disabled={!calendar.canNextMonth}
          onClick={calendar.nextMonth}
          data-testid="lunar-next-month"
        >
          <RightOutline />
        </button>
      </div>
      <div role="grid" aria-label={calendar.title} className="suite-m-lunar-grid">
        <div role="row" className="suite-m-lunar-row">
          {calendar.weekdays.map(({ weekday, label, modifiers }) => (
            <div
              key={weekday}
              role="columnheader"
              className={['suite-m-lunar-weekday', ...modifiers].join(' ')}
            >
              {label}
            </div>
          ))}
        </div>
        {calendar.weeks.map((week) => (
          <div key={week[0]?.date} role="row" className="suite-m-lunar-row">
            {week.map((cell) => (
              <div key={cell.date} role="gridcell" aria-selected={cell.isSelected}>
                <button
                  type="button"
                  className={['suite-m-lunar-cell', ...cell.modifiers].join(' ')}
                  data-testid={`lunar-cell-${cell.date}`}
                  data-kind={cell.displayKind}
                  aria-label={cell.ariaLabel}
                  aria-current={cell.isToday ? 'date' : undefined}
                  onClick={() => calendar.select(cell.date)}
                >
                  <span className="suite-m-lunar-day">{cell.day}</span>
                  {cell.lunarText !== null && (
                    <span className="suite-m-lunar-text" data-testid="lunar-cell-text">
                      {cell.lunarText}
                    </span>
                  )}
                </button>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className="suite-m-lunar-footer">
        <span data-testid="lunar-detail">
          {calendar.selectedDetail ? `${calendar.selected?.date} ${calendar.selectedDetail}` : ''}
        </span>
        <Button size="mini" onClick={calendar.goToday} data-testid="lunar-today">
          {calendar.labels.today}
        </Button>
      </div>
    </div>
  );
}
