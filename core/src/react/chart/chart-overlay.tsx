// The chart's HTML legend and tooltip as both skins draw them: plain elements with class names, each
// skin's chart.css gives them its theme (issue 37 items 4 and 5: written once, styled per skin).
import type { CSSProperties } from 'react';
import type { ChartLegendShape } from '../../chart/chart.overlay.logic';
import type { ChartHandle } from './use-chart';

type Chart = Omit<ChartHandle, 'mount'>;

/** Runtime values a skin's chart.css reads. */
type ChartVariables = CSSProperties & Record<`--suite-chart-${string}`, string | number>;

/** The mark of a series: a line with a dot, a block or a dot, in its colour. */
export function SeriesMark({ shape, color }: { shape: ChartLegendShape; color: string }) {
  const style: ChartVariables = { '--suite-chart-mark': color };
  return <span aria-hidden className={`suite-chart-mark suite-chart-mark--${shape}`} style={style} />;
}

/**
 * The chart's HTML legend: one toggle button per series (aria-pressed), or plain entries; a hidden
 * series' entry carries `data-hidden` (its mark and name greyed and struck by the skin).
 */
export function ChartLegend({ chart, testId }: { chart: Chart; testId: string }) {
  const legend = chart.legend;
  if (!legend) return null;
  return (
    <div
      role="group"
      aria-label={chart.texts.legend}
      data-testid={`${testId}-legend`}
      className="suite-chart-legend"
    >
      {legend.items.map((item) => {
        const content = (
          <>
            <SeriesMark shape={item.shape} color={item.color} />
            <span className="suite-chart-legend__name">{item.name}</span>
          </>
        );
        const hidden = item.selected ? undefined : '';
        return legend.toggleable ? (
          <button
            key={item.name}
            type="button"
            aria-pressed={item.selected}
            onClick={() => legend.toggle(item.name)}
            className="suite-chart-legend__item"
            data-hidden={hidden}
          >
            {content}
          </button>
        ) : (
          <span key={item.name} className="suite-chart-legend__item" data-hidden={hidden}>
            {content}
          </span>
        );
      })}
    </div>
  );
}

/** The HTML axis tooltip at the pointer (or where the finger tapped), with the guide over the category. */
export function ChartTooltip({ chart, testId }: { chart: Chart; testId: string }) {
  const hover = chart.hover;
  if (!hover) return null;
  const { guide } = hover;
  const place: ChartVariables = { '--suite-chart-x': `${hover.x}px`, '--suite-chart-y': `${hover.y}px` };
  return (
    <>
      {guide && (
        <div
          aria-hidden
          className={`suite-chart-guide${guide.width > 1 && guide.height > 1 ? ' suite-chart-guide--band' : ''}`}
          style={guide}
        />
      )}
      <div
        data-testid={`${testId}-tooltip`}
        className={`suite-chart-tooltip${hover.side === 'right' ? '' : ' suite-chart-tooltip--left'}`}
        style={place}
      >
        <div className="suite-chart-tooltip__title">{hover.content.title}</div>
        {hover.content.rows.map((row, index) => (
          <div key={index} className="suite-chart-tooltip__row">
            <SeriesMark shape={row.shape} color={row.color} />
            <span className="suite-chart-tooltip__name">{row.name}</span>
            <strong className="suite-chart-tooltip__value">{row.value}</strong>
          </div>
        ))}
      </div>
    </>
  );
}
