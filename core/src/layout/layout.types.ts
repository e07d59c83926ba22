// Types of the root layout (spec 2.1, 3 "Plugin/menu config entry").

/** A cross-module widget: component `compName` exported by module `app`. */
export interface CorsComponentProps {
  app?: string;
  compName?: string;
}

/** Customer-supplied custom logic (ecode). */
export interface EcodeComponentProps {
  appId?: string;
  filePath?: string;
  compName?: string;
}

/** An address shown in a sandboxed iframe. */
export interface IframeConfig {
  src?: string;
}

/** A micro-app (micro-app style: name plus url). */
export interface MicroAppProps {
  name?: string;
  url?: string;
  baseroute?: string;
}

/** A micro-frontend (qiankun style: name plus entry). */
export interface QiankunProps {
  name?: string;
  entry?: string;
  baseroute?: string;
}

/** A module's main router, mounted at `parentPath` (default: the claim's path). */
export interface ModuleMainRouterProps {
  app?: string;
  parentPath?: string;
}

/**
 * A menu entry or plugin that claims a path (spec 3 "Plugin/menu config entry"). Every target
 * field is optional because entries come from configuration and servers; a claim counts only
 * when its path matches and it names a renderable target (see `claimTarget`).
 */
export interface RouteClaim {
  id: string;
  path: string;
  /** `false` switches the claim off. */
  enablePlugin?: boolean;
  /** Which target renders (`cors`, `ecode`, `iframe`, `component`, `microApp`, `qiankun`, `moduleMainRouter`); inferred when absent. */
  renderType?: string;
  corsComponentProps?: CorsComponentProps;
  ecodeComponentProps?: EcodeComponentProps;
  iframeConfig?: IframeConfig;
  componentType?: string;
  componentProps?: Record<string, unknown>;
  microAppProps?: MicroAppProps;
  qiankunProps?: QiankunProps;
  moduleMainRouterProps?: ModuleMainRouterProps;
  /** Display name of the menu entry (tab title); not part of the server shape. */
  name?: string;
}

/** Where a claim came from; menu claims win over plugin claims (spec 2.1). */
export type ClaimSource = 'menu' | 'plugin';

/** What `resolveRoute` decided for a path. */
export type RouteMatch =
  | { kind: 'claim'; source: ClaimSource; claim: RouteClaim }
  | { kind: 'custom'; path: string }
  | { kind: 'module'; module: string }
  | { kind: 'notFound'; errorType: '404' };

/** Options of `resolveRoute`. */
export interface ResolveRouteOptions {
  /** Modules that can render; a module not listed gives `notFound`. */
  modules?: readonly string[];
  menuClaims?: readonly RouteClaim[];
  pluginClaims?: readonly RouteClaim[];
}

/** The renderable target a claim names, with its required fields checked (addresses are safe). */
export type ClaimTarget =
  | { type: 'cors'; app: string; compName: string }
  | { type: 'ecode'; appId: string; filePath: string; compName: string }
  | { type: 'iframe'; src: string }
  | { type: 'component'; componentType: string; props: Record<string, unknown> }
  | { type: 'microApp'; name: string; url: string; baseroute: string }
  | { type: 'microFrontend'; name: string; entry: string; baseroute: string }
  | { type: 'moduleMainRouter'; app: string; parentPath: string };

/** The kinds of claim targets. */
export type ClaimTargetType = ClaimTarget['type'];
