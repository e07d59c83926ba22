// spec 2.3 detail-card form: sections, lazily loaded parts; spec 9 skeleton and measured heights.
// Only types come from the form feature: the card's texts load without the form's (the hook
// composes both views).

/** The parts of a card that load lazily (spec 2.3), in the order they show. */
export const DETAIL_CARD_LAZY_PARTS = ['title', 'setting', 'settingContent'] as const;
export type DetailCardPart = (typeof DETAIL_CARD_LAZY_PARTS)[number];

/** Height of a section header in px. */
export const SECTION_HEADER_HEIGHT = 40;

/** spec 9: the skeleton's rows: as many rows as fit the container (300 / 40 → 7). */
export function skeletonRows(containerHeight: number, rowHeight: number): number {
  if (!(rowHeight > 0) || !(containerHeight > 0)) return 0;
  return Math.floor(containerHeight / rowHeight);
}

/** One section as measured: its header (when shown) and its rows when open. */
export function sectionHeight(section: { header: boolean; open: boolean; height: number }): number {
  return (section.header ? SECTION_HEADER_HEIGHT : 0) + (section.open ? section.height : 0);
}

/**
 * spec 4, 9: the card's height: the skeleton container until the form is initialised, then the
 * measured height of its sections.
 */
export function detailCardHeight(
  initialised: boolean,
  sections: readonly { header: boolean; open: boolean; height: number }[],
  skeletonHeight: number,
): number {
  if (!initialised) return skeletonHeight;
  return sections.reduce((sum, section) => sum + sectionHeight(section), 0);
}
