import { useLunarCalendar, type UseLunarCalendarProps } from '@suite-ui/core/react';
import DoubleLeftOutlined from '@ant-design/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Select, Space, Typography, theme, type GlobalToken } from 'antd';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import './lunar-calendar.css';

export type LunarCalendarProps = UseLunarCalendarProps;

// Keyboard moves of a date grid (WAI-ARIA grid pattern): days to move by.
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The stylesheet's colours, from the theme (accessible by default through SuiteConfigProvider). */
function themeColors(token: GlobalToken): CSSProperties {
  return {
    '--suite-primary': token.colorPrimary,
    '--suite-danger': token.colorError,
    '--suite-success': token.colorSuccess,
    '--suite-text-secondary': token.colorTextDescription,
  } as CSSProperties;
}

/** Month view with lunar dates, festivals and solar terms (spec 9); arrows move the selection. */
export function LunarCalendar(props: LunarCalendarProps) {
  const calendar = useLunarCalendar(props);
  const { token } = theme.useToken();
  const grid = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);
  const tabbable = calendar.weeks.flat().find((cell) => cell.tabbable)?.date;
  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${tabbable}"]`)?.focus();
  }, [tabbable]);
  const onKeyDown = (event: KeyboardEvent) => {
    const days = MOVES[event.key];
    const month =
      event.key === 'PageUp' ? calendar.prevMonth : event.key === 'PageDown' ? calendar.nextMonth : null;
    if (days === undefined && !month) return;
    event.preventDefault();
    focusAfterMove.current = true;
    if (days !== undefined) calendar.moveSelection(days);
    else month?.();
  };
  return (
    <div className="suite-lunar" data-testid="lunar-calendar" style={themeColors(token)}>
      <div className="suite-lunar-header">
        <Space size={4}>
          <Button
            size="small"
            icon={<DoubleLeftOutlined />}
            aria-label={calendar.labels.prevYear}
            disabled={!calendar.canPrevYear}
            onClick={calendar.prevYear}
          />
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={calendar.labels.prevMonth}
            disabled={!calendar.canPrevMonth}
            onClick={calendar.prevMonth}
            data-testid="lunar-prev-month"
          />
          <Select
            size="small"
            value={calendar.year}
            options={calendar.yearOptions.map((year) => ({ value: year, label: String(year) }))}
            onChange={(year: number) => calendar.setMonth(year, calendar.month)}
            aria-label={calendar.labels.year}
            style={{ width: 88 }}
            data-testid="lunar-year-select"
          />
          <Select
            size="small"
            value={calendar.month}
            options={calendar.monthOptions.map(({ month, label }) => ({ value: month, label }))}
            onChange={(month: number) => calendar.setMonth(calendar.year, month)}
            aria-label={calendar.labels.month}
            style={{ width: 110 }}
            data-testid="lunar-month-select"
          />
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={calendar.labels.nextMonth}
            disabled={!calendar.canNextMonth}
            onClick={calendar.nextMonth}
            data-testid="lunar-next-month"
          />
          <Button
            size="small"
            icon={<DoubleRightOutlined />}
            aria-label={calendar.labels.nextYear}
            disabled={!calendar.canNextYear}
            onClick={calendar.nextYear}
          />
        </Space>
        <div className="suite-lunar-titles">
          <Typography.Text strong data-testid="lunar-title">
            {calendar.title}
          </Typography.Text>
          {calendar.lunarYearTitle && (
            <Typography.Text type="secondary" data-testid="lunar-year-title">
              {calendar.lunarYearTitle}
            </Typography.Text>
          )}
        </div>
        <Button size="small" autoInsertSpace={false} onClick={calendar.goToday} data-testid="lunar-today">
          {calendar.labels.today}
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={calendar.title}
        className="suite-lunar-grid"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {calendar.weekdays.map(({ weekday, label, modifiers }) => (
              <th key={weekday} scope="col" className={modifiers.join(' ') || undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => (
                <td key={cell.date} role="gridcell" aria-selected={cell.isSelected}>
                  <button
                    type="button"
                    className={['suite-lunar-cell', ...cell.modifiers].join(' ')}
                    data-testid={`lunar-cell-${cell.date}`}
                    data-date={cell.date}
                    data-kind={cell.displayKind}
                    aria-label={cell.ariaLabel}
                    aria-current={cell.isToday ? 'date' : undefined}
                    tabIndex={cell.tabbable ? 0 : -1}
                    onClick={() => calendar.select(cell.date)}
                  >
                    <span className="suite-lunar-day">{cell.day}</span>
                    {cell.lunarText !== null && (
                      <span className="suite-lunar-text" data-testid="lunar-cell-text">
                        {cell.lunarText}
                      </span>
                    )}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {calendar.selectedDetail && (
        <Typography.Text className="suite-lunar-detail" data-testid="lunar-detail">
          {calendar.selected?.date} {calendar.selectedDetail}
        </Typography.Text>
      )}
    </div>
  );
}
