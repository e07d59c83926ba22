// Replaced by the feature: the page-wide widget the root layout mounts once, per skin.
export function DesktopGlobal() {
  return null;
}

export function MobileGlobal() {
  return null;
}
