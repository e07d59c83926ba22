import type { ReactNode } from 'react';
import type { UseCollapseOptions } from './use-collapse';

/** Props of both skins' `Collapse`. */
export interface CollapseProps extends UseCollapseOptions {
  /** Each panel's content by key. */
  content: Readonly<Record<string, ReactNode>>;
}
