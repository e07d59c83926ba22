import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { TITLE_SIZES, titleCountText, titleHeadingLevel, titleLevel } from './title.logic';
import type { TitleEvent, TitleMachine } from './title.machine';
import type { TitleLevel } from './title.types';

/** What a skin shows for a section title (spec 2.3), and what it may do. Skins render only this. */
export interface TitleView {
  text: string;
  level: TitleLevel;
  /** Font size in px for the level and platform. */
  fontSize: number;
  /** `aria-level` of the heading. */
  headingLevel: number;
  /** The line under the title ('' for none). */
  description: string;
  /** Draw the coloured bar before the title. */
  accent: boolean;
  /** The count badge, or null when there is none to show. */
  count: { text: string; label: string } | null;
  /** The action at the right end, or null. */
  action: { label: string; ariaLabel: string } | null;
  /** The title opens and closes its section. */
  collapsible: boolean;
  /** The section is shown (always true when not collapsible). */
  open: boolean;
  /** Accessible name of the open/close button. */
  toggleLabel: string;
  toggle(): void;
  /** The user chose the action. */
  act(): void;
}

export function connectTitle(
  snapshot: SnapshotFrom<TitleMachine>,
  send: (event: TitleEvent) => void,
  env: ConnectEnv,
): TitleView {
  const { options, open } = snapshot.context;
  const level = titleLevel(options.level);
  const collapsible = options.collapsible === true;
  const countText = titleCountText(options.count);
  const text = options.title;
  return {
    text,
    level,
    fontSize: TITLE_SIZES[env.platform][level],
    headingLevel: titleHeadingLevel(level, options.headingLevel),
    description: options.description ?? '',
    accent: options.accent ?? env.platform === 'mobile',
    count: countText ? { text: countText, label: env.t('title.count', { count: countText }) } : null,
    action: options.actionLabel
      ? {
          label: options.actionLabel,
          ariaLabel: env.t('title.action', { action: options.actionLabel, title: text }),
        }
      : null,
    collapsible,
    open: collapsible ? open : true,
    toggleLabel: env.t(open ? 'title.collapse' : 'title.expand', { title: text }),
    toggle: () => send({ type: 'TOGGLE' }),
    act: () => send({ type: 'ACTION' }),
  };
}
