import { useT } from '@suite-ui/core/react';
import { navigate, usePathname } from './navigation';

/**
 * On a phone-sized screen, a desktop page offers its mobile twin (`/mobile` + the same path); the
 * link only shows below 768 px (demo.css).
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
      {t('layout.demo.openMobile')}
    </a>
  );
}
