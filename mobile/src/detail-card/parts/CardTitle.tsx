import { useEffect } from 'react';
import type { DetailCardView } from '@suite-ui/core/detail-card';

/** The card's title part (loaded lazily, spec 2.3). */
export default function CardTitle({ view }: { view: DetailCardView }) {
  const { partLoaded } = view;
  useEffect(() => partLoaded('title'), [partLoaded]);
  return (
    <h2 className="suite-m-detail-card__title" data-testid="detail-card-title">
      {view.heading}
    </h2>
  );
}
