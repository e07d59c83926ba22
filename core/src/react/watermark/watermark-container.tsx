import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useLocalWatermark, type UseWatermarkOptions } from './use-watermark';

/** Props of `WatermarkContainer`. */
export interface WatermarkContainerProps extends UseWatermarkOptions {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A box whose content carries a local watermark. The layer lives in the outer element, whose only
 * React child is the content wrapper: React re-rendering the content (even switching it to plain
 * text, which resets `textContent`) never touches the layer, so it never looks like tampering.
 * Both skins' `LocalWatermark` render this.
 */
export function WatermarkContainer({ children, className, style, ...options }: WatermarkContainerProps) {
  const container = useRef<HTMLDivElement>(null);
  const view = useLocalWatermark(container, options);
  return (
    <div
      ref={container}
      className={className}
      style={{ position: 'relative', ...style }}
      data-testid="watermark-local"
      data-status={view?.status ?? 'starting'}
      data-kind={view?.drawing?.kind}
      data-text={view?.drawing?.kind === 'text' ? view.drawing.lines.join('\n') : undefined}
    >
      <div data-part="watermark-content">{children}</div>
    </div>
  );
}
