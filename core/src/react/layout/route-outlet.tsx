// Renders a route's content. Headless on purpose: both skins show the same targets and differ
// only in their state views (loading, error with retry, 404, unsupported), which they pass in.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { OutletPathProvider } from './page-titles';
import type { MicroMount, MicroMountTarget } from '../../dom/layout';
import { t } from '../../layout/messages';
import {
  iframeAttributes,
  widgetRegistry,
  type ClaimTarget,
  type RouteContent,
  type WidgetModule,
  type WidgetRegistry,
} from '../../layout';
import { ownValue } from '../../shared';
import type { ChunkViews } from './lazy-component';
import { useRefreshVersion } from './refresh';
import { useFrameOrigins } from './layout-host';
import { useChunk } from './use-chunk';
import { useMicroMount } from './use-micro-mount';

/** What a module page is given. */
export interface ModulePageProps {
  module: string;
  /** Where the module's router is mounted (`/splayout/<module>` under /splayout). */
  basePath: string;
  /** The path this page shows (its own tab's path in the multi-tab layout). */
  pathname: string;
  /** The path below `basePath` (`/` at the module's root). */
  subPath: string;
}

/** Loads a module's page (a dynamic import). */
export type ModuleLoader = () => Promise<WidgetModule<ComponentType<ModulePageProps>>>;

/** The module loader map: module name → loader. */
export type LayoutModules = Readonly<Record<string, ModuleLoader>>;

/** What custom logic (ecode) is asked to render: a `/custom/` path or an ecode claim. */
export interface EcodeRequest {
  path: string;
  appId?: string;
  filePath?: string;
  compName?: string;
}

/** How targets that need the host are rendered. Anything left out shows the unsupported view. */
export interface OutletRenderers {
  /** Mounts micro-app targets (e.g. micro-app's `renderApp`); see the layout README. */
  mountMicroApp?: MicroMount;
  /** Mounts micro-frontend targets (e.g. qiankun's `loadMicroApp`); see the layout README. */
  mountMicroFrontend?: MicroMount;
  /** Custom logic (ecode): `/custom/...` paths and ecode claims. */
  renderEcode?: (request: EcodeRequest) => ReactNode;
  /** Cross-module widgets (`corsComponentProps`). */
  renderCors?: (target: { app: string; compName: string }) => ReactNode;
  /** Components named by a claim's `componentType` (default: the page's widget registry). */
  widgets?: WidgetRegistry;
}

/** The state views of a skin. */
export interface OutletViews extends ChunkViews {
  NotFound: ComponentType<{ pathname: string }>;
  Unsupported: ComponentType<{ message: string }>;
}

/** Props of `RouteOutlet`. */
export interface RouteOutletProps {
  content: RouteContent;
  pathname: string;
  title: string;
  modules: LayoutModules;
  views: OutletViews;
  renderers?: OutletRenderers;
}

function unwrap<C>(module: WidgetModule<C>): C {
  return typeof module === 'object' && module !== null && 'default' in module
    ? (module as { default: C }).default
    : (module as C);
}

function subPathOf(pathname: string, basePath: string): string {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

interface LoadedProps<P> {
  loader: () => Promise<WidgetModule<ComponentType<P>>>;
  props: P;
  views: ChunkViews;
}

function Loaded<P extends object>({ loader, props, views }: LoadedProps<P>) {
  const chunk = useChunk(() => loader().then(unwrap));
  if (chunk.status === 'failed') return <views.Failed view={chunk} />;
  if (chunk.status !== 'ready' || !chunk.value) return <views.Loading />;
  return createElement(chunk.value, props);
}

function ModuleContent(props: {
  module: string;
  basePath: string;
  pathname: string;
  modules: LayoutModules;
  views: OutletViews;
}) {
  const version = useRefreshVersion({ kind: 'module', module: props.module });
  const loader = ownValue(props.modules as Record<string, ModuleLoader>, props.module);
  if (!loader) return <props.views.NotFound pathname={props.pathname} />;
  const page: ModulePageProps = {
    module: props.module,
    basePath: props.basePath,
    pathname: props.pathname,
    subPath: subPathOf(props.pathname, props.basePath),
  };
  return (
    <Loaded<ModulePageProps>
      key={`${props.module}:${version}`}
      loader={loader}
      props={page}
      views={props.views}
    />
  );
}

function MicroContent({
  target,
  mount,
  views,
}: {
  target: MicroMountTarget;
  mount: MicroMount;
  views: OutletViews;
}) {
  const { ref, status } = useMicroMount(target, mount);
  return (
    <>
      {status === 'failed' && (
        <views.Unsupported message={t('layout.target.mountFailed', { name: target.name })} />
      )}
      <div ref={ref} data-testid="layout-micro" data-micro-name={target.name} hidden={status === 'failed'} />
    </>
  );
}

function WidgetContent({
  name,
  props,
  registry,
  views,
}: {
  name: string;
  props: Record<string, unknown>;
  registry: WidgetRegistry;
  views: OutletViews;
}) {
  const widget = registry.get(name);
  if (!widget) return <views.Unsupported message={t('layout.target.unsupported', { type: name })} />;
  const loader = widget.loader ?? (() => Promise.resolve(widget.component));
  return (
    <Loaded
      key={name}
      loader={loader as () => Promise<ComponentType<Record<string, unknown>>>}
      props={props}
      views={views}
    />
  );
}

const IFRAME_STYLE = { display: 'block', width: '100%', minHeight: '70vh', border: 0 } as const;

function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function ClaimContent({ target, props }: { target: ClaimTarget; props: RouteOutletProps }) {
  const { views, renderers = {}, pathname } = props;
  const frameOrigins = useFrameOrigins();
  const unsupported = <views.Unsupported message={t('layout.target.unsupported', { type: target.type })} />;
  switch (target.type) {
    case 'iframe': {
      const attributes = iframeAttributes(
        target.src,
        t('layout.iframe.title', { name: props.title }),
        pageOrigin(),
        { frameOrigins },
      );
      return attributes ? (
        <iframe
          {...attributes}
          data-testid="layout-iframe"
          className="suite-layout-iframe"
          style={IFRAME_STYLE}
        />
      ) : (
        unsupported
      );
    }
    case 'component':
      return (
        <WidgetContent
          name={target.componentType}
          props={target.props}
          registry={renderers.widgets ?? widgetRegistry}
          views={views}
        />
      );
    case 'moduleMainRouter':
      return (
        <ModuleContent
          module={target.app}
          basePath={target.parentPath}
          pathname={pathname}
          modules={props.modules}
          views={views}
        />
      );
    case 'microApp':
    case 'microFrontend': {
      const mount = target.type === 'microApp' ? renderers.mountMicroApp : renderers.mountMicroFrontend;
      const entry = target.type === 'microApp' ? target.url : target.entry;
      if (!mount) return unsupported;
      return (
        <MicroContent
          target={{ type: target.type, name: target.name, entry, baseroute: target.baseroute }}
          mount={mount}
          views={views}
        />
      );
    }
    case 'ecode':
      return (
        renderers.renderEcode?.({
          path: pathname,
          appId: target.appId,
          filePath: target.filePath,
          compName: target.compName,
        }) ?? unsupported
      );
    case 'cors':
      return renderers.renderCors?.({ app: target.app, compName: target.compName }) ?? unsupported;
  }
}

/** Renders what the root layout decided for a path: module, claim target, custom logic, 404 or loading. */
export function RouteOutlet(props: RouteOutletProps) {
  return (
    <OutletPathProvider pathname={props.pathname}>
      <RouteContent {...props} />
    </OutletPathProvider>
  );
}

function RouteContent(props: RouteOutletProps) {
  const { content, views } = props;
  switch (content.kind) {
    case 'loading':
      return <views.Loading />;
    case 'module':
      return (
        <ModuleContent
          module={content.module}
          basePath={content.basePath}
          pathname={props.pathname}
          modules={props.modules}
          views={views}
        />
      );
    case 'claim':
      return <ClaimContent target={content.target} props={props} />;
    case 'custom':
      return (
        props.renderers?.renderEcode?.({ path: content.path }) ?? (
          <views.Unsupported message={t('layout.custom.missing')} />
        )
      );
    case 'notFound':
      return <views.NotFound pathname={props.pathname} />;
  }
}
