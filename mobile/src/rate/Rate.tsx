import { accessiblePalette, useRate, type RateSkinProps } from '@suite-ui/core/react';
import type { CSSProperties } from 'react';
import { Rate as MobileRate } from 'antd-mobile';

export type RateProps = RateSkinProps;

// the same filled-star yellow as the desktop skin
const starColor = { '--active-color': accessiblePalette.star } as CSSProperties;

/** Star rating (spec 9: 5 stars, no half stars on mobile). */
export function Rate({ readOnly, ...props }: RateProps) {
  const rate = useRate({ ...props, platform: 'mobile' });
  return (
    <div className="suite-rate" data-testid="rate" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <MobileRate
        count={rate.count}
        allowHalf={rate.allowHalf}
        value={rate.value}
        readOnly={readOnly}
        onChange={rate.setValue}
        aria-label={rate.title}
        style={starColor}
      />
      <span data-testid="rate-label" aria-live="polite">
        {rate.label}
      </span>
    </div>
  );
}
