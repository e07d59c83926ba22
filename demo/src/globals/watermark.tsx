// The page-wide watermark the demo root mounts once per skin (globals/desktop.tsx, globals/mobile.tsx),
// for the demo's current user. On the
// documentation pages it is an example like any other (issue 41): it shows where it is the subject
// (the watermark and layout pages), not over the rest of the docs; the suite's own module pages
// (workflow, hrm ...) carry it everywhere, as the spec wants of a host.
import { usePathname } from '../navigation';
import {
  DEMO_AUDIENCE,
  DEMO_USER,
  DEMO_WATERMARK_CONFIG,
  useTamperClearDisabled,
  useWatermarkCheckInterval,
} from '../showcase/watermark/demo-data';

/** The documentation pages whose example is the page watermark itself. */
const EXAMPLE_PAGES: readonly string[] = ['watermark', 'layout'];

/**
 * True where the demo draws the page watermark: every page of the suite's modules, and of the
 * documentation (`/showcase/...`, `/mobile/showcase/...`) only the pages it is the example of.
 */
export function pageWatermarkShown(pathname: string): boolean {
  const docs = /^(?:\/mobile)?\/showcase(?:\/([^/]+))?(?:\/|$)/.exec(pathname);
  if (!docs) return true;
  return EXAMPLE_PAGES.includes(docs[1] ?? '');
}

/** The page watermark's props where the demo draws it on this page, else null. */
export function useDemoWatermark() {
  const keep = useTamperClearDisabled();
  const checkIntervalMs = useWatermarkCheckInterval();
  if (!pageWatermarkShown(usePathname())) return null;
  return {
    config: DEMO_WATERMARK_CONFIG,
    user: DEMO_USER,
    audience: DEMO_AUDIENCE,
    disableTamperClear: keep,
    checkIntervalMs,
  };
}
