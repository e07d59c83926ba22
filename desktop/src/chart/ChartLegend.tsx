import type { ChartHandle } from '@suite-ui/core/react';
import type { ChartLegendShape } from '@suite-ui/core';
import { theme } from 'antd';

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
          background: 'var(--ant-color-bg-container)',
          border: `2px solid ${color}`,
        }}
      />
    </span>
  );
}

/** The chart's HTML legend: one toggle button per series (aria-pressed), or plain entries. */
export function ChartLegend({ chart, testId }: { chart: Omit<ChartHandle, 'mount'>; testId: string }) {
  const { token } = theme.useToken();
  const legend = chart.legend;
  if (!legend) return null;
  return (
    <div
      role="group"
      aria-label={chart.texts.legend}
      data-testid={`${testId}-legend`}
      style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 4, flex: 1, minWidth: 0 }}
    >
      {legend.items.map((item) => {
        const content = (
          <>
            <SeriesMark shape={item.shape} color={item.selected ? item.color : token.colorTextDisabled} />
            <span style={{ textDecoration: item.selected ? undefined : 'line-through' }}>{item.name}</span>
          </>
        );
        const style = {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          padding: '0 6px',
          height: 24,
          font: 'inherit',
          fontSize: token.fontSizeSM,
          color: item.selected ? token.colorText : token.colorTextSecondary,
          background: 'transparent',
          border: 'none',
          borderRadius: token.borderRadiusSM,
        } as const;
        return legend.toggleable ? (
          <button
            key={item.name}
            type="button"
            aria-pressed={item.selected}
            onClick={() => legend.toggle(item.name)}
            style={{ ...style, cursor: 'pointer' }}
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

/** The HTML axis tooltip at the pointer, with the guide over the category. */
export function ChartTooltip({ chart, testId }: { chart: Omit<ChartHandle, 'mount'>; testId: string }) {
  const { token } = theme.useToken();
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
              guide.width > 1 && guide.height > 1 ? token.colorFillSecondary : token.colorTextQuaternary,
          }}
        />
      )}
      <div
        data-testid={`${testId}-tooltip`}
        style={{
          position: 'absolute',
          left: hover.x,
          top: hover.y,
          transform: hover.side === 'right' ? 'translate(16px, -50%)' : 'translate(calc(-100% - 16px), -50%)',
          pointerEvents: 'none',
          zIndex: 1,
          whiteSpace: 'nowrap',
          padding: '6px 10px',
          fontSize: token.fontSizeSM,
          color: token.colorText,
          background: token.colorBgElevated,
          borderRadius: token.borderRadius,
          boxShadow: token.boxShadowSecondary,
        }}
      >
        <div style={{ marginBottom: 4 }}>{hover.content.title}</div>
        {hover.content.rows.map((row, index) => (
          <div key={index} style={{ display: 'flex', alignItems: 'center', gap: 6, lineHeight: '20px' }}>
            <SeriesMark shape={row.shape} color={row.color} />
            <span style={{ flex: 1 }}>{row.name}</span>
            <strong style={{ marginLeft: 16 }}>{row.value}</strong>
          </div>
        ))}
      </div>
    </>
  );
}
