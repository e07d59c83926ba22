import { useRate, type RateSkinProps } from '@suite-ui/core/react';
import { Rate as AntdRate } from 'antd';

export type RateProps = RateSkinProps;

/** Star rating (spec 9: 5 stars, half stars allowed on desktop). */
export function Rate({ readOnly, ...props }: RateProps) {
  const rate = useRate({ ...props, platform: 'desktop' });
  return (
    <span className="suite-rate" data-testid="rate">
      <AntdRate
        count={rate.count}
        allowHalf={rate.allowHalf}
        value={rate.value}
        disabled={readOnly}
        onChange={rate.setValue}
        aria-label={rate.title}
      />
      <span
        className="suite-rate-label"
        data-testid="rate-label"
        aria-live="polite"
        style={{ marginInlineStart: 8 }}
      >
        {rate.label}
      </span>
    </span>
  );
}
