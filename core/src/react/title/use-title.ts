import type { ReactNode } from 'react';
import type { Platform } from '../../shared/platform';
import { connectTitle, titleMachine, titleTexts, type TitleOptions, type TitleView } from '../../title';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Props both skins' `Title` take. */
export interface TitleSkinProps extends TitleOptions {
  /** Controlled open state of a collapsible title. */
  open?: boolean;
  /** Initial open state when uncontrolled (default open). */
  defaultOpen?: boolean;
  /** Called with the next open state when a collapsible title is toggled. */
  onOpenChange?: (open: boolean) => void;
  /** Called when the action at the right end is chosen. */
  onAction?: () => void;
  /** The section under the title (hidden while a collapsible title is closed). */
  children?: ReactNode;
  /** Stable test id of the root (default `title`); parts get `-heading`, `-count`, `-action`, `-toggle`, `-content`. */
  testId?: string;
}

export interface UseTitleProps extends Omit<TitleSkinProps, 'testId' | 'children'> {
  platform: Platform;
}

/** A section title's view model over core's title machine. */
export function useTitle({
  open,
  defaultOpen,
  onOpenChange,
  onAction,
  platform,
  ...options
}: UseTitleProps): TitleView {
  const host = useMachineActor(titleMachine, { input: { ...options, open, defaultOpen } });
  useActorEvent(host, 'openChange', (event) => onOpenChange?.(event.open));
  useActorEvent(host, 'action', () => onAction?.());
  useSyncToActor(host, open, (synced) => ({ type: 'OPEN.SYNC' as const, open: synced }));
  const { title, level, headingLevel, description, count, actionLabel, accent, collapsible } = options;
  useSyncToActor(
    host,
    { title, level, headingLevel, description, count, actionLabel, accent, collapsible },
    (next) => ({ type: 'CONFIGURE' as const, options: next }),
  );
  return useActorView(host, { platform, messages: titleTexts }, connectTitle);
}
