// spec 5 "widget registration", spec 8: named widgets with a lazy loader or a ready component.
import { loadChunk, type LoadChunkOptions } from './chunk.machine';

/** A widget module as a dynamic import gives it, or the widget itself. */
export type WidgetModule<C> = C | { default: C };

/** One widget: a `loader` (lazy chunk) or a ready `component`. */
export interface WidgetRegistration<C = unknown> {
  name: string;
  loader?: () => Promise<WidgetModule<C>>;
  component?: C;
}

/** Why a registration was refused. */
export type WidgetRegistrationErrorCode = 'NAME_REQUIRED' | 'DUPLICATE_NAME' | 'LOADER_OR_COMPONENT_REQUIRED';

const MESSAGES: Record<WidgetRegistrationErrorCode, (name: string) => string> = {
  NAME_REQUIRED: () => 'a widget name must be set',
  DUPLICATE_NAME: (name) => `duplicate widget name: "${name}" is already registered`,
  // spec 8: "A widget with no loader or component: message that a loader or component must be set"
  LOADER_OR_COMPONENT_REQUIRED: (name) => `a loader or component must be set (widget "${name}")`,
};

/** A refused registration (developer error, so not translated). */
export class WidgetRegistrationError extends Error {
  override readonly name = 'WidgetRegistrationError';
  constructor(
    readonly code: WidgetRegistrationErrorCode,
    readonly widgetName: string,
  ) {
    super(MESSAGES[code](widgetName));
  }
}

/** A set of named widgets. */
export interface WidgetRegistry {
  /** Adds a widget; throws `WidgetRegistrationError` for a duplicate name or one with neither loader nor component. */
  register<C>(registration: WidgetRegistration<C>): void;
  has(name: string): boolean;
  get(name: string): WidgetRegistration | undefined;
  names(): string[];
  /** The widget's component: the ready one, or its chunk through `loadChunk` (time-out, one retry). */
  load<C = unknown>(name: string, options?: LoadChunkOptions): Promise<C>;
}

function unwrap<C>(module: WidgetModule<C>): C {
  return typeof module === 'object' && module !== null && 'default' in module
    ? (module as { default: C }).default
    : (module as C);
}

/** A new, empty widget registry. */
export function createWidgetRegistry(): WidgetRegistry {
  const widgets = new Map<string, WidgetRegistration>();
  return {
    register(registration) {
      const name = typeof registration?.name === 'string' ? registration.name.trim() : '';
      if (name === '') throw new WidgetRegistrationError('NAME_REQUIRED', '');
      if (widgets.has(name)) throw new WidgetRegistrationError('DUPLICATE_NAME', name);
      if (typeof registration.loader !== 'function' && registration.component == null) {
        throw new WidgetRegistrationError('LOADER_OR_COMPONENT_REQUIRED', name);
      }
      widgets.set(name, { ...registration, name } as WidgetRegistration);
    },
    has: (name) => widgets.has(name),
    get: (name) => widgets.get(name),
    names: () => [...widgets.keys()],
    async load<C>(name: string, options?: LoadChunkOptions): Promise<C> {
      const widget = widgets.get(name);
      if (!widget) throw new Error(`unknown widget: "${name}"`);
      if (widget.component != null) return widget.component as C;
      const loader = widget.loader as () => Promise<WidgetModule<C>>;
      return unwrap(await loadChunk<WidgetModule<C>>(() => loader(), options));
    },
  };
}

/** The page's widget registry (what `registerWidget` adds to). */
export const widgetRegistry: WidgetRegistry = createWidgetRegistry();

/**
 * Registers a widget in the page's registry (spec 5): `{ name, loader }` or `{ name, component }`.
 * Throws `WidgetRegistrationError` (`DUPLICATE_NAME`, or `LOADER_OR_COMPONENT_REQUIRED` with
 * "a loader or component must be set").
 */
export function registerWidget<C>(registration: WidgetRegistration<C>): void {
  widgetRegistry.register(registration);
}
