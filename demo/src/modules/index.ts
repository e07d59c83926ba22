// The demo's modules (spec 2.1: the content shown is the content of the module so named) and the
// widgets plugin claims name. Every module is its own chunk under /build/<module>/.
import { createWidgetRegistry, type WidgetRegistry } from '@suite-ui/core';
import type { LayoutModules } from '@suite-ui/core/react';

const shared = {
  workflow: () => import('./workflow/page'),
  cusapp: () => import('./cusapp/page'),
  hrm: () => import('./hrm/page'),
  calendar: () => import('./calendar/page'),
  document: () => import('./document/page'),
  email: () => import('./email/page'),
} satisfies LayoutModules;

export const desktopModules: LayoutModules = { ...shared, showcase: () => import('./showcase/desktop') };
export const mobileModules: LayoutModules = { ...shared, showcase: () => import('./showcase/mobile') };

/** The component type the seeded plugin claim at /calendar/satisfaction names. */
export const SATISFACTION_WIDGET = 'layout-demo.satisfaction';

function registry(loader: () => Promise<unknown>): WidgetRegistry {
  const widgets = createWidgetRegistry();
  widgets.register({ name: SATISFACTION_WIDGET, loader });
  return widgets;
}

export const desktopWidgets = registry(() => import('./calendar/satisfaction.desktop'));
export const mobileWidgets = registry(() => import('./calendar/satisfaction.mobile'));
