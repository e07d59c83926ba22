import type { DetailCardView } from '@suite-ui/core/detail-card';
import type { DetailLinkOption } from '@suite-ui/core/layout';
import { Typography } from 'antd';
import { RelationField } from '../../relation/RelationField';

/**
 * The card's related records (spec 2.3, 3 `relevanceDatas`): one relation field per kind, saved
 * from the card's record with its secret level and request headers (spec 4 rules in core).
 */
export function RelatedRecords({
  view,
  detailLink,
}: {
  view: DetailCardView;
  detailLink?: DetailLinkOption;
}) {
  if (view.related.length === 0) return null;
  return (
    <section
      className="suite-form-section suite-detail-card__related"
      aria-label={view.relatedTitle}
      data-testid="detail-card-related"
    >
      <div className="suite-form-section-header">
        <Typography.Text strong>{view.relatedTitle}</Typography.Text>
      </div>
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
  );
}
