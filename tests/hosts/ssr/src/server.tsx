// The server side of the host: both skins imported and every widget rendered with renderToString,
// on Node with no DOM globals (check.mjs makes sure of that before it imports this bundle).
import * as desktop from '@suite-ui/desktop';
import * as mobile from '@suite-ui/mobile';
import { renderToString } from 'react-dom/server';
import { widgetElement, widgetNames, type Skin } from './widgets';

export const skins: Record<'desktop' | 'mobile', Skin> = { desktop, mobile };
export { widgetNames };
export { isComponent, notWidgets, widgetParts } from './widgets';

export interface RenderedWidget {
  name: string;
  html: string;
  /** The error that stopped the render, if any. */
  error?: string;
  /** What React or a widget logged while rendering (console.error / console.warn). */
  logged: string[];
}

/** Renders each widget of a skin alone, so one failure names its widget. */
export function renderSkin(skinName: 'desktop' | 'mobile'): RenderedWidget[] {
  const skin = skins[skinName];
  return widgetNames(skin).map((name) => {
    const logged: string[] = [];
    const { error: consoleError, warn } = console;
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    console.warn = console.error;
    try {
      return { name, html: renderToString(widgetElement(skin, name)), logged };
    } catch (error) {
      return { name, html: '', error: error instanceof Error ? error.message : String(error), logged };
    } finally {
      console.error = consoleError;
      console.warn = warn;
    }
  });
}
