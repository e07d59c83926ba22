// The desktop state views of the layout: loading, failed chunk (with retry), 404, unsupported.
import type { ChunkView } from '@suite-ui/core';
import { createLazyComponent, useT, type ChunkViews, type OutletViews } from '@suite-ui/core/react';
import type { WidgetModule } from '@suite-ui/core';
import { Button, Result, Spin } from 'antd';
import type { ComponentType } from 'react';
import { spinSpaceStyle, stateStyle } from './styles';

/** Shown while a page or widget chunk loads. */
export function LayoutLoading() {
  const t = useT();
  return (
    <div className="suite-layout-state" style={stateStyle} data-testid="layout-loading">
      <Spin description={t('layout.loading')}>
        <div style={spinSpaceStyle} />
      </Spin>
    </div>
  );
}

/** spec 8: a failed chunk never leaves a blank page; retry loads it again. */
export function ChunkFailed({ view }: { view: ChunkView }) {
  return (
    <Result
      status="warning"
      title={view.errorTitle}
      subTitle={view.errorMessage}
      data-testid="layout-chunk-error"
      extra={
        <Button type="primary" onClick={view.retry} data-testid="layout-chunk-retry">
          {view.retryLabel}
        </Button>
      }
    />
  );
}

/** spec 2.1: any other path shows nothing and notes a 404 error type. */
export function NotFound({ pathname }: { pathname: string }) {
  const t = useT();
  return (
    <Result
      status="404"
      title={t('layout.notFound.title')}
      subTitle={t('layout.notFound.description', { path: pathname })}
      data-testid="layout-not-found"
      data-error-type="404"
    />
  );
}

/** A target the host gave no renderer for, or a micro-app that failed to mount. */
export function Unsupported({ message }: { message: string }) {
  return <Result status="info" subTitle={message} data-testid="layout-unsupported" />;
}

/** The desktop views of lazily loaded widgets. */
export const desktopChunkViews: ChunkViews = { Loading: LayoutLoading, Failed: ChunkFailed };

/** The desktop views of the route outlet. */
export const desktopOutletViews: OutletViews = { ...desktopChunkViews, NotFound, Unsupported };

/**
 * A desktop widget loaded lazily: a spinner while its chunk loads (120 000 ms time-out, one
 * retry), then the widget, or an error view whose retry button loads it again.
 */
export function lazyWidget<P extends object>(
  loader: () => Promise<WidgetModule<ComponentType<P>>>,
): ComponentType<P> {
  return createLazyComponent(loader, desktopChunkViews);
}
