import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  anchorMachine,
  anchorTexts,
  connectAnchor,
  type AnchorLink,
  type AnchorSection,
  type AnchorView,
} from '../../anchor';
import { debounce } from '../../feedback/feedback.logic';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useMachineActor } from '../machine';
import { useLocale } from '../use-locale';

/** Options of `useAnchor`; read once, when the list mounts. */
export interface UseAnchorOptions {
  /** The sections to list, in page order; each `id` is the id of an element on the page. */
  links: readonly AnchorLink[];
  platform: Platform;
  /** The element that scrolls (default the page). */
  getContainer?: () => HTMLElement | null;
  /** Height of anything fixed over the top of the scrolling area (px). */
  offset?: number;
  /** Called with the ids in their new order after a drag or a keyboard move. */
  onReorder?: (ids: string[]) => void;
}

function scrollerOf(getContainer: UseAnchorOptions['getContainer']) {
  const element = getContainer?.() ?? null;
  return {
    target: (element ?? window) as HTMLElement | Window,
    scrollTop: () => (element ? element.scrollTop : window.scrollY),
    top: () => (element ? element.getBoundingClientRect().top : 0),
    scrollTo: (top: number) =>
      (element ?? window).scrollTo({
        top,
        behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      }),
  };
}

/** Where each linked section starts, in the scroller's coordinates. */
function measure(links: readonly AnchorLink[], scroller: ReturnType<typeof scrollerOf>): AnchorSection[] {
  const origin = scroller.top() - scroller.scrollTop();
  return links.flatMap((link) => {
    const element = document.getElementById(link.id);
    return element ? [{ id: link.id, top: element.getBoundingClientRect().top - origin }] : [];
  });
}

/**
 * The anchor list of a page (spec 2.3, 4, 9): follows the page's scrolling once a frame, scrolls to
 * a chosen section, and gives the view model both skins render.
 */
export function useAnchor(options: UseAnchorOptions): AnchorView {
  const [settings] = useState(() => options);
  const host = useMachineActor(anchorMachine, { input: { links: settings.links, offset: settings.offset } });
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const locale = useLocale();
  const env = useMemo(() => connectEnv(anchorTexts, locale, settings.platform), [locale, settings]);

  // new titles (a locale switch) keep the user's order
  const { links } = options;
  useEffect(() => {
    if (links !== settings.links) host.send({ type: 'LINKS.SET', links });
  }, [host, links, settings]);

  useEffect(() => {
    const scroller = scrollerOf(settings.getContainer);
    const report = debounce(() => {
      const current = host.getSnapshot().context.links;
      host.send({ type: 'SCROLL', sections: measure(current, scroller), scrollTop: scroller.scrollTop() });
    });
    report();
    scroller.target.addEventListener('scroll', report, { passive: true });
    // a page shown after it mounted (lazy chunk, tab, resize) lays its sections out later
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => report()) : null;
    resized?.observe(scroller.target instanceof HTMLElement ? scroller.target : document.body);
    const offScrollTo = host.on('scrollTo', ({ id }) => {
      const section = measure(host.getSnapshot().context.links, scroller).find((s) => s.id === id);
      if (section) scroller.scrollTo(section.top - (settings.offset ?? 0));
    });
    const offReorder = host.on('reorder', ({ ids }) => settings.onReorder?.(ids));
    return () => {
      report.cancel();
      resized?.disconnect();
      scroller.target.removeEventListener('scroll', report);
      offScrollTo();
      offReorder();
    };
  }, [host, settings]);

  return useMemo(() => connectAnchor(snapshot, host.send, env), [snapshot, host, env]);
}
