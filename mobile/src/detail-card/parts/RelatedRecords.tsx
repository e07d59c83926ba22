import type { DetailCardView } from '@suite-ui/core/detail-card';
import type { DetailLinkOption } from '@suite-ui/core/layout';
import { NoticeBar } from 'antd-mobile';
import { RelationField } from '../../relation/RelationField';
import { PullRefresh } from '../../shared/PullRefresh';

/**
 * The card's related records on mobile (spec 2.3, 3 `relevanceDatas`): one relation field per
 * kind, saved from the card's record with its secret level and request headers. A pull asks for
 * them again (issue 38: the card's call, or the host's `onRefreshRelated`); a failed one says so
 * above the records it kept.
 */
export function RelatedRecords({
  view,
  detailLink,
}: {
  view: DetailCardView;
  detailLink?: DetailLinkOption;
}) {
  if (view.related.length === 0) return null;
  const refresh = view.relatedRefresh;
  return (
    <PullRefresh
      onRefresh={refresh.refresh}
      refreshing={refresh.refreshing}
      disabled={!refresh.enabled}
      testId="detail-card-related-pull"
    >
      <section
        aria-label={view.relatedTitle}
        data-testid="detail-card-related"
        className="suite-m-detail-card__related"
      >
        <h3 className="suite-m-detail-card__related-title">{view.relatedTitle}</h3>
        {refresh.error && (
          <div role="alert" data-testid="detail-card-related-error">
            <NoticeBar content={refresh.error} color="alert" />
          </div>
        )}
        {view.related.map((group) => (
          // a group carries the relation field's props as they are
          <RelationField
            key={group.kind}
            {...group}
            detailLink={detailLink}
            data-testid={`detail-card-related-${group.kind}`}
          />
        ))}
      </section>
    </PullRefresh>
  );
}
