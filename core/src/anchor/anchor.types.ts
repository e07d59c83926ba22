/** One entry of the anchor list: the id of the section it scrolls to and its title. */
export interface AnchorLink {
  id: string;
  title: string;
}

/** Where a section starts, in the scroll container's coordinates (px from its top). */
export interface AnchorSection {
  id: string;
  top: number;
}

/** Options of `activeAnchor`. */
export interface ActiveAnchorOptions {
  /** Height of anything fixed above the content (px); default 0. */
  offset?: number;
  /** spec 9: scroll accuracy, 10 px by default. */
  accuracy?: number;
}

export interface AnchorInput {
  links: readonly AnchorLink[];
  /** The initially active link (default none). */
  activeId?: string | null;
  /** See `ActiveAnchorOptions.offset`. */
  offset?: number;
  /** Start collapsed (default expanded). */
  collapsed?: boolean;
}

export interface AnchorContext {
  links: AnchorLink[];
  activeId: string | null;
  offset: number;
  query: string;
  /** The link being dragged, kept through the 300 ms end delay. */
  dragId: string | null;
  /** The link the dragged one is over (it lands before it). */
  overId: string | null;
  /** The link just moved, for the live-region announcement. */
  movedId: string | null;
}

export type AnchorEvent =
  | { type: 'LINK.CLICK'; id: string }
  | { type: 'SCROLL'; sections: readonly AnchorSection[]; scrollTop: number }
  | { type: 'SEARCH'; query: string }
  | { type: 'PANEL.TOGGLE' }
  | { type: 'MENU.OPEN' }
  | { type: 'MENU.CLOSE' }
  | { type: 'DRAG.START'; id: string }
  | { type: 'DRAG.OVER'; id: string }
  | { type: 'DRAG.DROP' }
  | { type: 'DRAG.CANCEL' }
  | { type: 'LINK.MOVE'; id: string; by: -1 | 1 }
  | { type: 'LINKS.SET'; links: readonly AnchorLink[] };

/** What the machine asks its host to do: scroll to a section, or keep the new order. */
export type AnchorEmitted = { type: 'scrollTo'; id: string } | { type: 'reorder'; ids: string[] };
