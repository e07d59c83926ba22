import { usePageWatermark, type UseWatermarkOptions } from './use-watermark';

/**
 * The page-wide watermark over `document.body`. It draws outside React (a layer the renderer owns),
 * so all it renders is a hidden status element for tests and support: the status, why it is
 * hidden, and the text drawn. Both skins' `Watermark` render this.
 */
export function PageWatermark(options: UseWatermarkOptions) {
  const view = usePageWatermark(options);
  const drawing = view?.drawing;
  return (
    <span
      hidden
      data-testid="watermark-page-status"
      data-status={view?.status ?? 'starting'}
      data-reason={view?.hiddenReason ?? undefined}
      data-kind={drawing?.kind}
      data-text={drawing?.kind === 'text' ? drawing.lines.join('\n') : undefined}
    />
  );
}
