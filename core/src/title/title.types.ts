/** Title levels: 1 the largest; 2 a section (the default); 3 a sub-section. */
export type TitleLevel = 1 | 2 | 3;

/** How a section title is set up (spec 2.3 mobile title). */
export interface TitleOptions {
  /** The title's text. */
  title: string;
  /** Size step: 1 largest, 2 a section (default), 3 a sub-section. */
  level?: number;
  /** The heading level screen readers announce (default `level + 1`, under the page's own title). */
  headingLevel?: number;
  /** A second, smaller line under the title. */
  description?: string;
  /** A count beside the title, shown as a badge ("99+" above 99, spec 9); nothing for 0. */
  count?: number;
  /** The label of the action at the right end ("More", "Add" ...); no action without it. */
  actionLabel?: string;
  /** A coloured bar before the title (default on mobile, off on desktop). */
  accent?: boolean;
  /** The title opens and closes the section under it. */
  collapsible?: boolean;
}
