// The demo's stand-in for a host's own previewer (the desktop client's photo view, the mobile app's
// image preview), registered with core while its card picks it: it works, says it is unavailable,
// or fails when it runs; then the built-in viewer opens (spec 8).
import { registerImagePreviewer, type ImagePreviewer, type Platform, type ViewerImage } from '@suite-ui/core';
import { useEffect, useMemo, useState } from 'react';

export const HOST_MODES = ['none', 'works', 'unavailable', 'fails'] as const;
export type HostMode = (typeof HOST_MODES)[number];

/** The host previewer the page registers for its skin, and the image it is showing. */
export function useHostPreviewer(platform: Platform) {
  const [mode, setMode] = useState<HostMode>('none');
  const [shown, setShown] = useState<ViewerImage | null>(null);
  const previewer = useMemo((): ImagePreviewer | null => {
    switch (mode) {
      case 'none':
        return null;
      case 'works':
        return { check: () => true, open: (images, index) => setShown(images[index] ?? null) };
      case 'unavailable':
        return { check: () => false, open: () => undefined };
      case 'fails':
        return {
          check: () => Promise.resolve(true),
          open: () => Promise.reject(new Error('the host preview crashed')),
        };
    }
  }, [mode]);
  useEffect(
    () => (previewer ? registerImagePreviewer(previewer, { platform }) : undefined),
    [previewer, platform],
  );
  return { mode, setMode, shown, close: () => setShown(null) };
}
