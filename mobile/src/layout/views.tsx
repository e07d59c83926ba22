// The mobile state views of the layout: loading, failed chunk (with retry), 404, unsupported.
import type { ChunkView, WidgetModule } from '@suite-ui/core';
import { createLazyComponent, useT, type ChunkViews, type OutletViews } from '@suite-ui/core/react';
import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import type { ComponentType, CSSProperties } from 'react';

const centered: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: '48px 16px',
};

/** Shown while a page or widget chunk loads. */
export function LayoutLoading() {
  const t = useT();
  return (
    <div style={centered} data-testid="layout-loading" role="status">
      <SpinLoading />
      <span>{t('layout.loading')}</span>
    </div>
  );
}

/** spec 8: a failed chunk never leaves a blank page; retry loads it again. */
export function ChunkFailed({ view }: { view: ChunkView }) {
  return (
    <ErrorBlock
      status="default"
      title={view.errorTitle}
      description={view.errorMessage}
      data-testid="layout-chunk-error"
    >
      <Button color="primary" onClick={view.retry} data-testid="layout-chunk-retry">
        {view.retryLabel}
      </Button>
    </ErrorBlock>
  );
}

/** spec 2.1: any other path shows nothing and notes a 404 error type. */
export function NotFound({ pathname }: { pathname: string }) {
  const t = useT();
  return (
    <ErrorBlock
      status="empty"
      title={t('layout.notFound.title')}
      description={t('layout.notFound.description', { path: pathname })}
      data-testid="layout-not-found"
      data-error-type="404"
    />
  );
}

/** A target the host gave no renderer for, or a micro-app that failed to mount. */
export function Unsupported({ message }: { message: string }) {
  return <ErrorBlock status="disconnected" title={message} description="" data-testid="layout-unsupported" />;
}

/** The mobile views of lazily loaded widgets. */
export const mobileChunkViews: ChunkViews = { Loading: LayoutLoading, Failed: ChunkFailed };

/** The mobile views of the route outlet. */
export const mobileOutletViews: OutletViews = { ...mobileChunkViews, NotFound, Unsupported };

/**
 * A mobile widget loaded lazily: a spinner while its chunk loads (120 000 ms time-out, one
 * retry), then the widget, or an error view whose retry button loads it again.
 */
export function lazyWidget<P extends object>(
  loader: () => Promise<WidgetModule<ComponentType<P>>>,
): ComponentType<P> {
  return createLazyComponent(loader, mobileChunkViews);
}
