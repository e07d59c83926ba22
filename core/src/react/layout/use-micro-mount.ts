import { useEffect, useRef, useState, type RefObject } from 'react';
import { startMicroMount, type MicroMount, type MicroMountTarget } from '../../dom/layout';

/** Where a micro-app mount is. */
export type MicroMountStatus = 'mounting' | 'mounted' | 'failed';

/** Mounts a micro-app or micro-frontend into the returned container ref, unmounting on leave. */
export function useMicroMount(
  target: MicroMountTarget,
  mount: MicroMount,
): { ref: RefObject<HTMLDivElement | null>; status: MicroMountStatus } {
  const ref = useRef<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<MicroMountStatus>('mounting');
  const { type, name, entry, baseroute } = target;
  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    let live = true;
    setStatus('mounting');
    const handle = startMicroMount(container, { type, name, entry, baseroute }, mount);
    handle.ready.then(
      () => live && setStatus('mounted'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      handle.unmount();
    };
  }, [type, name, entry, baseroute, mount]);
  return { ref, status };
}
