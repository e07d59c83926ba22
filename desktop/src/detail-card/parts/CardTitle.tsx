import { useEffect } from 'react';
import type { DetailCardView } from '@suite-ui/core/detail-card';
import { Typography } from 'antd';

/** The card's title part (loaded lazily, spec 2.3). */
export default function CardTitle({ view }: { view: DetailCardView }) {
  const { partLoaded } = view;
  useEffect(() => partLoaded('title'), [partLoaded]);
  return (
    <Typography.Title level={4} className="suite-detail-card__title" data-testid="detail-card-title">
      {view.heading}
    </Typography.Title>
  );
}
