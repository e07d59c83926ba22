import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { ANCHOR_MASK_WIDTH, ANCHOR_SCROLL_ANIMATION_MS, filterAnchorLinks } from './anchor.logic';
import type { AnchorMachine } from './anchor.machine';
import type { AnchorEvent, AnchorSection } from './anchor.types';

/** One link as a skin renders it. */
export interface AnchorLinkView {
  id: string;
  title: string;
  /** `#id`: the link still works without script. */
  href: string;
  /** The section in view (or last chosen): `aria-current` on it. */
  active: boolean;
  /** Being dragged, or settling after the drop. */
  dragging: boolean;
  /** The dragged link would land just before this one. */
  over: boolean;
  /** 1-based place in the whole list. */
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  testId: string;
  /** Scrolls to the section (ignored while a drop settles). */
  select(): void;
  dragStart(): void;
  dragOver(): void;
  /** Alt+Up: one place up. */
  moveUp(): void;
  /** Alt+Down: one place down. */
  moveDown(): void;
  /**
   * Handles a key pressed on the link: Alt+Up and Alt+Down move it (the keyboard way to reorder,
   * as WAI-ARIA has no drag). True when the key was used, so the skin prevents its default.
   */
  keyDown(key: { key: string; altKey: boolean }): boolean;
}

/** Texts of the anchor list, in the current locale. */
export interface AnchorTexts {
  nav: string;
  search: string;
  empty: string;
  collapse: string;
  expand: string;
  openMenu: string;
  closeMenu: string;
  dragHint: string;
}

/** What a skin renders for the anchor list, and the user's intents. */
export interface AnchorView {
  /** The links matching the search, in the user's order. */
  links: AnchorLinkView[];
  activeId: string | null;
  /** Title of the active link (the mobile menu button shows it), or null. */
  activeTitle: string | null;
  query: string;
  /** The search matched nothing (the list has links). */
  empty: boolean;
  collapsed: boolean;
  /** Mobile menu panel open. */
  menuOpen: boolean;
  /** A drag is under way or settling. */
  dragging: boolean;
  /** spec 9: the mask beside the mobile menu panel (px). */
  maskWidth: number;
  /** spec 9: scroll animation (ms). */
  scrollAnimationMs: number;
  /** What a polite live region says after a move, or null. */
  announcement: string | null;
  texts: AnchorTexts;
  search(query: string): void;
  toggleCollapsed(): void;
  openMenu(): void;
  closeMenu(): void;
  drop(): void;
  cancelDrag(): void;
  /** Reports the page's scroll position and where the sections start. */
  scroll(sections: readonly AnchorSection[], scrollTop: number): void;
}

type Snapshot = Pick<SnapshotFrom<AnchorMachine>, 'context' | 'matches'>;

const MOVE_KEYS: Readonly<Record<string, -1 | 1>> = { ArrowUp: -1, ArrowDown: 1 };

/** The anchor list's view model. */
export function connectAnchor(
  snapshot: Snapshot,
  send: (event: AnchorEvent) => void,
  env: ConnectEnv,
): AnchorView {
  const { context } = snapshot;
  const { t } = env;
  const all = context.links;
  const dragging = !snapshot.matches({ drag: 'idle' });
  const moved = context.movedId ? all.findIndex((link) => link.id === context.movedId) : -1;
  const links = filterAnchorLinks(all, context.query).map((link): AnchorLinkView => {
    const index = all.indexOf(link);
    return {
      id: link.id,
      title: link.title,
      href: `#${link.id}`,
      active: link.id === context.activeId,
      dragging: dragging && link.id === context.dragId,
      over: dragging && link.id === context.overId && link.id !== context.dragId,
      position: index + 1,
      canMoveUp: index > 0,
      canMoveDown: index < all.length - 1,
      testId: `anchor-link-${link.id}`,
      select: () => send({ type: 'LINK.CLICK', id: link.id }),
      dragStart: () => send({ type: 'DRAG.START', id: link.id }),
      dragOver: () => send({ type: 'DRAG.OVER', id: link.id }),
      moveUp: () => send({ type: 'LINK.MOVE', id: link.id, by: -1 }),
      moveDown: () => send({ type: 'LINK.MOVE', id: link.id, by: 1 }),
      keyDown: ({ key, altKey }) => {
        const by = altKey ? MOVE_KEYS[key] : undefined;
        if (by === undefined) return false;
        send({ type: 'LINK.MOVE', id: link.id, by });
        return true;
      },
    };
  });
  return {
    links,
    activeId: context.activeId,
    activeTitle: all.find((link) => link.id === context.activeId)?.title ?? null,
    query: context.query,
    empty: all.length > 0 && links.length === 0,
    collapsed: snapshot.matches({ panel: 'collapsed' }),
    menuOpen: snapshot.matches({ menu: 'open' }),
    dragging,
    maskWidth: ANCHOR_MASK_WIDTH,
    scrollAnimationMs: ANCHOR_SCROLL_ANIMATION_MS,
    announcement:
      moved >= 0 ? t('anchor.moved', { title: all[moved]?.title ?? '', position: moved + 1 }) : null,
    texts: {
      nav: t('anchor.nav'),
      search: t('anchor.search'),
      empty: t('anchor.empty'),
      collapse: t('anchor.collapse'),
      expand: t('anchor.expand'),
      openMenu: t('anchor.openMenu'),
      closeMenu: t('anchor.closeMenu'),
      dragHint: t('anchor.drag'),
    },
    search: (query) => send({ type: 'SEARCH', query }),
    toggleCollapsed: () => send({ type: 'PANEL.TOGGLE' }),
    openMenu: () => send({ type: 'MENU.OPEN' }),
    closeMenu: () => send({ type: 'MENU.CLOSE' }),
    drop: () => send({ type: 'DRAG.DROP' }),
    cancelDrag: () => send({ type: 'DRAG.CANCEL' }),
    scroll: (sections, scrollTop) => send({ type: 'SCROLL', sections, scrollTop }),
  };
}
