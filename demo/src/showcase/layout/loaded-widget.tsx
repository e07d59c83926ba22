import { useT } from '@suite-ui/core/react';

/** What the flaky lazy widget shows once loaded. */
export default function LoadedWidget() {
  const t = useT();
  return <strong data-testid="layout-demo-loaded">{t('layout.showcase.loaded')}</strong>;
}
