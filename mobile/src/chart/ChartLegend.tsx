import type { ChartHandle } from '@suite-ui/core/react';
import type { ChartLegendShape } from '@suite-ui/core';

type Chart = Omit<ChartHandle, 'mount'>;

/** The mark of a series: a line with a dot, a block or a dot, in its colour (grey when hidden). */
export function SeriesMark({ shape, color }: { shape: ChartLegendShape; color: string }) {
  const dot = { width: 8, height: 8, borderRadius: '50%', background: color, display: 'inline-block' };
  if (shape === 'circle') return <span aria-hidden style={dot} />;
  if (shape === 'rect') return <span aria-hidden style={{ ...dot, width: 12, borderRadius: 2 }} />;
  return (
    <span aria-hidden style={{ position: 'relative', display: 'inline-block', width: 16, height: 8 }}>
      <span style={{ position: 'absolute', left: 0, right: 0, top: 3, height: 2, background: color }} />
      <span
        style={{
          ...dot,
          position: 'absolute',
          left: 4,
          top: 0,
          boxSizing: 'border-box',
          background: 'var(--adm-color-background)',
          border: `2px solid ${color}`,
        }}
      />
    </span>
  );
}

/** The chart's HTML legend for phones: one toggle button per series (aria-pressed), finger sized. */
export function ChartLegend({ chart, testId }: { chart: Chart; testId: string }) {
  const legend = chart.legend;
  if (!legend) return null;
  return (
    <div
      role="group"
      aria-label={chart.texts.legend}
      data-testid={`${testId}-legend`}
      style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 4 }}
    >
      {legend.items.map((item) => {
        const content = (
          <>
            <SeriesMark shape={item.shape} color={item.selected ? item.color : 'var(--adm-color-light)'} />
            <span style={{ textDecoration: item.selected ? undefined : 'line-through' }}>{item.name}</span>
          </>
        );
        const style = {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          padding: '0 8px',
          minHeight: 32,
          font: 'inherit',
          fontSize: 13,
          color: item.selected ? 'var(--adm-color-text)' : 'var(--adm-color-text-secondary)',
          background: 'transparent',
          border: 'none',
        } as const;
        return legend.toggleable ? (
          <button
            key={item.name}
            type="button"
            aria-pressed={item.selected}
            onClick={() => legend.toggle(item.name)}
            style={style}
          >
            {content}
          </button>
        ) : (
          <span key={item.name} style={style}>
            {content}
          </span>
        );
      })}
    </div>
  );
}

/** The HTML axis tooltip where the finger tapped, with the guide over the category. */
export function ChartTooltip({ chart, testId }: { chart: Chart; testId: string }) {
  const hover = chart.hover;
  if (!hover) return null;
  const { guide } = hover;
  return (
    <>
      {guide && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            ...guide,
            background:
              guide.width > 1 && guide.height > 1
                ? 'var(--adm-color-fill-content)'
                : 'var(--adm-color-light)',
          }}
        />
      )}
      <div
        data-testid={`${testId}-tooltip`}
        style={{
          position: 'absolute',
          left: hover.x,
          top: hover.y,
          transform: hover.side === 'right' ? 'translate(12px, -50%)' : 'translate(calc(-100% - 12px), -50%)',
          pointerEvents: 'none',
          zIndex: 1,
          whiteSpace: 'nowrap',
          padding: '6px 10px',
          fontSize: 12,
          color: 'var(--adm-color-text)',
          background: 'var(--adm-color-background)',
          borderRadius: 6,
          boxShadow: '0 2px 8px color-mix(in srgb, var(--adm-color-text-dark-solid) 15%, transparent)',
        }}
      >
        <div style={{ marginBottom: 4 }}>{hover.content.title}</div>
        {hover.content.rows.map((row, index) => (
          <div key={index} style={{ display: 'flex', alignItems: 'center', gap: 6, lineHeight: '20px' }}>
            <SeriesMark shape={row.shape} color={row.color} />
            <span style={{ flex: 1 }}>{row.name}</span>
            <strong style={{ marginLeft: 12 }}>{row.value}</strong>
          </div>
        ))}
      </div>
    </>
  );
}
