import MobileOutlined from '@ant-design/icons/MobileOutlined';
import { useT } from '@suite-ui/core/react';
import { navigate, usePathname } from './navigation';

/**
 * On a phone-sized screen, a desktop page offers its mobile twin (`/mobile` + the same path); the
 * link only shows below 768 px (demo.css), and below 481 px as a phone icon named by its hidden label.
 */
export function MobileOffer() {
  const t = useT();
  const pathname = usePathname();
  const target = `/mobile${pathname === '/' ? '' : pathname}`;
  return (
    <a
      className="demo-mobile-offer"
      href={target}
      onClick={(event) => {
        event.preventDefault();
        navigate(target);
      }}
      data-testid="demo-mobile-offer"
    >
      <MobileOutlined aria-hidden className="demo-mobile-offer__icon" />
      <span className="demo-mobile-offer__label">{t('layout.demo.openMobile')}</span>
    </a>
  );
}
