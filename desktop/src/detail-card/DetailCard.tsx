import type { DetailLinkOption } from '@suite-ui/core/layout';
import { useDetailCard, useScrollToField, type DetailCardSkinProps } from '@suite-ui/core/react';
import { Alert, Button, Card, Skeleton } from 'antd';
import { lazy, Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import { FormActions, FormBoxes } from '../form/Form';
import type { RenderCustomField } from '../form/FormField';
import { FormSections } from '../form/FormSections';
import '../form/form.css';
import './detail-card.css';
import { RelatedRecords } from './parts/RelatedRecords';

const CardTitle = lazy(() => import('./parts/CardTitle'));
const CardSetting = lazy(() => import('./parts/CardSetting'));

/** Props of the desktop `DetailCard`. */
export interface DetailCardProps extends DetailCardSkinProps {
  /** Renders PLUGIN and CUSTOM items. */
  renderCustom?: RenderCustomField;
  /** A side box beside the sections. */
  side?: ReactNode;
  /** How a related record's row opens it (spec 2.2): module route, external link base, or a spec per record. */
  detailLink?: DetailLinkOption;
}

/**
 * A record's detail card (spec 2.3): a skeleton (container 300, rows 40) until the form is
 * initialised, then its sections (normal, always shown, collapsible, follow, tags, group list),
 * lazily loaded title and setting parts, hover-edit, the related records (`relevanceDatas`), save
 * and reset (or a save per field, spec 3 real-time saving).
 */
export function DetailCard({ renderCustom, side, detailLink, ...props }: DetailCardProps) {
  const view = useDetailCard({ ...props, platform: 'desktop' });
  const root = useRef<HTMLFormElement>(null);
  useScrollToField(view.scrollRequest, root);
  const testId = props['data-testid'] ?? 'detail-card';
  if (!view.initialised) {
    return (
      <Card data-testid={testId} data-status={view.status}>
        {view.status === 'failed' ? (
          <Alert
            type="error"
            showIcon
            title={view.loadError}
            action={<Button onClick={view.retry}>{view.retryLabel}</Button>}
            data-testid="detail-card-error"
          />
        ) : (
          <div
            role="status"
            aria-label={view.skeletonLabel}
            data-testid="detail-card-skeleton"
            className="suite-detail-card__skeleton"
            style={{ '--suite-detail-card-height': `${view.height}px` } as CSSProperties}
          >
            <Skeleton active title={false} paragraph={{ rows: view.skeleton.rows, width: '100%' }} />
          </div>
        )}
      </Card>
    );
  }
  return (
    <Card
      data-testid={testId}
      data-status={view.status}
      data-height={view.height}
      title={
        <Suspense fallback={view.heading}>
          <CardTitle view={view} />
        </Suspense>
      }
      extra={
        <Suspense fallback={null}>
          <CardSetting view={view} />
        </Suspense>
      }
    >
      <form
        ref={root}
        noValidate
        data-hover-edit={view.hoverEdit || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          view.submit();
        }}
      >
        <FormBoxes view={view} side={side}>
          <FormSections view={view} renderCustom={renderCustom} />
          <RelatedRecords view={view} detailLink={detailLink} />
          <FormActions view={view} />
        </FormBoxes>
      </form>
    </Card>
  );
}
