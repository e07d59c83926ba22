import type { DetailLinkOption } from '@suite-ui/core/layout';
import { useDetailCard, useScrollToField, type DetailCardSkinProps } from '@suite-ui/core/react';
import { Button, ErrorBlock, Popup, Skeleton } from 'antd-mobile';
import { lazy, Suspense, useRef, type CSSProperties } from 'react';
import { FormActions } from '../form/Form';
import type { RenderCustomField } from '../form/FormField';
import { FormSections } from '../form/FormSections';
import './detail-card.css';
import { RelatedRecords } from './parts/RelatedRecords';

const CardTitle = lazy(() => import('./parts/CardTitle'));
const CardSettingContent = lazy(() => import('./parts/CardSettingContent'));

/** Props of the mobile `DetailCard`. */
export interface DetailCardProps extends DetailCardSkinProps {
  /** Renders PLUGIN and CUSTOM items. */
  renderCustom?: RenderCustomField;
  /** How a related record's row opens it (spec 2.2): a mobile template, a route, or a spec per record. */
  detailLink?: DetailLinkOption;
}

/**
 * A record's detail card on mobile (spec 2.3): skeleton until initialised (container 300, rows 40),
 * then the sections, a lazily loaded title and setting content (in a popup), hover-edit, the
 * related records (`relevanceDatas`), save (or a save per field, spec 3 real-time saving).
 */
export function DetailCard({ renderCustom, detailLink, ...props }: DetailCardProps) {
  const view = useDetailCard({ ...props, platform: 'mobile' });
  const root = useRef<HTMLFormElement>(null);
  useScrollToField(view.scrollRequest, root);
  const testId = props['data-testid'] ?? 'detail-card';
  if (!view.initialised) {
    return (
      <div data-testid={testId} data-status={view.status} className="suite-m-detail-card__loading">
        {view.status === 'failed' ? (
          <ErrorBlock
            status="default"
            title={view.loadError}
            description={<Button onClick={view.retry}>{view.retryLabel}</Button>}
          />
        ) : (
          <div
            role="status"
            aria-label={view.skeletonLabel}
            data-testid="detail-card-skeleton"
            className="suite-m-detail-card__skeleton"
            style={{ '--suite-detail-card-height': `${view.height}px` } as CSSProperties}
          >
            <Skeleton.Paragraph lineCount={view.skeleton.rows} animated />
          </div>
        )}
      </div>
    );
  }
  return (
    <div data-testid={testId} data-status={view.status} data-height={view.height}>
      <div className="suite-m-detail-card__header">
        <Suspense fallback={<h2 className="suite-m-detail-card__title">{view.heading}</h2>}>
          <CardTitle view={view} />
        </Suspense>
        <Button size="small" onClick={view.openSetting} data-testid="detail-card-setting">
          {view.settingLabel}
        </Button>
      </div>
      <Popup visible={view.settingOpen} onMaskClick={view.closeSetting} onClose={view.closeSetting}>
        {view.settingOpen && (
          <Suspense fallback={null}>
            <CardSettingContent view={view} />
          </Suspense>
        )}
      </Popup>
      <form
        ref={root}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          view.submit();
        }}
      >
        <FormSections view={view} renderCustom={renderCustom} />
        <RelatedRecords view={view} detailLink={detailLink} />
        <FormActions view={view} />
      </form>
    </div>
  );
}
