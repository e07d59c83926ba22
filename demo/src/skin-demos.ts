// Which skin a path shows, and each skin's demo module (the root renders it lazily).

/** The mobile skin under /mobile/..., the desktop one elsewhere. */
export function isMobilePath(pathname: string): boolean {
  return pathname === '/mobile' || pathname.startsWith('/mobile/');
}

export const loadDesktopDemo = () => import('./desktop-demo');
export const loadMobileDemo = () => import('./mobile-demo');
