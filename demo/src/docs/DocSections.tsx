import { isMessageKey, registerMessages, type MessageKey } from '@suite-ui/core';
import { docsMessages } from '@suite-ui/core/site';
import { useT } from '@suite-ui/core/react';
import { Button, Collapse, Skeleton, Table, Tabs, Tag, Typography } from 'antd';
import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import type { CoreExportDoc } from '../../plugins/core-api-docs';
import type { ComponentDocs, PropDoc } from '../../plugins/props-docs';
import type { Showcase } from '../showcase/registry';
import { CodeBlock } from './CodeBlock';
import { DocBreadcrumb, DocPager } from './DocNavigation';
import { featureDocs } from './props';
import { exampleSource } from './sources';
import './docs.css';

// the words about each widget load with its documentation page, not with the site's shell
registerMessages(docsMessages);

// Wide screens show the phone beside the desktop example; narrower ones on demand.
const SIDE_BY_SIDE = '(min-width: 1400px)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="demo-doc__section" aria-labelledby={id}>
      <Typography.Title level={3} id={id}>
        {title}
      </Typography.Title>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {children}
    </section>
  );
}

// The desktop example has drawn once its DOM stays unchanged this long after it mounted (its first
// data answered), or after the longest wait whatever it does (a carousel turns by itself).
const QUIET_MS = 400;
const LONGEST_WAIT_MS = 4000;

/**
 * Rendered after the desktop example in its Suspense boundary, so it mounts when the example does;
 * calls `onDrawn` once the example's DOM goes quiet. The phone frame waits for it: the frame loads
 * a second copy of the whole app on this page's thread, and the example the reader came for showed
 * seconds later behind it (issue 41 item 13).
 */
function WhenDrawn({ example, onDrawn }: { example: RefObject<HTMLElement | null>; onDrawn: () => void }) {
  useEffect(() => {
    const target = example.current;
    if (!target) return undefined;
    let quiet = window.setTimeout(drawn, QUIET_MS);
    const longest = window.setTimeout(drawn, LONGEST_WAIT_MS);
    const changes = new MutationObserver(() => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(drawn, QUIET_MS);
    });
    changes.observe(target, { childList: true, subtree: true, attributes: true, characterData: true });
    // once drawn it stops watching: a table scrolled or a carousel turning is not the page's business
    function stop() {
      changes.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(longest);
    }
    function drawn() {
      stop();
      onDrawn();
    }
    return stop;
  }, [example, onDrawn]);
  return null;
}

/**
 * The mobile example in a 390 px phone frame: the real /mobile page, in a frame of its own, loaded
 * once the desktop example has drawn (`start`); until then the empty phone holds its place.
 */
function PhoneFrame({ showcase, start }: { showcase: Showcase; start: boolean }) {
  const t = useT();
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const [asked, setAsked] = useState(false);
  if (!wide && !asked) {
    return (
      <Button onClick={() => setAsked(true)} data-testid="doc-show-mobile">
        {t('layout.demo.docs.showMobile')}
      </Button>
    );
  }
  return (
    <div className="demo-doc__phone" data-testid="doc-phone">
      {start || asked ? (
        <iframe
          src={`/mobile/showcase/${showcase.feature}`}
          title={t('layout.demo.docs.phone', { title: showcase.title() })}
          width={390}
          height={760}
        />
      ) : (
        <div className="demo-doc__phone-screen" aria-busy="true" />
      )}
    </div>
  );
}

function SourceCode({ feature, skin }: { feature: string; skin: 'desktop' | 'mobile' }) {
  const source = use(exampleSource(feature, skin));
  return <CodeBlock code={source ?? ''} label={`${skin}.tsx`} data-testid={`doc-source-${skin}`} />;
}

function PropsTable({ component }: { component: ComponentDocs }) {
  const t = useT();
  return (
    <div className="demo-doc__component">
      <Typography.Title level={4}>
        <code>{`<${component.name}>`}</code>
      </Typography.Title>
      {component.description && (
        <Typography.Paragraph className="demo-doc__jsdoc">{component.description}</Typography.Paragraph>
      )}
      {component.props.length === 0 ? (
        <Typography.Paragraph data-testid={`doc-props-${component.name}`}>
          {t('layout.demo.docs.noProps')}
        </Typography.Paragraph>
      ) : (
        <Table<PropDoc>
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={component.props}
          scroll={{ x: true }}
          data-testid={`doc-props-${component.name}`}
          columns={[
            {
              title: t('layout.demo.docs.prop'),
              dataIndex: 'name',
              render: (name: string, prop) => (
                <span>
                  <code>{name}</code>{' '}
                  {prop.required && <Tag color="blue">{t('layout.demo.docs.required')}</Tag>}
                </span>
              ),
            },
            { title: t('layout.demo.docs.description'), dataIndex: 'description' },
            {
              title: t('layout.demo.docs.type'),
              dataIndex: 'type',
              render: (type: string) => <code>{type}</code>,
            },
            {
              title: t('layout.demo.docs.default'),
              dataIndex: 'defaultValue',
              render: (value: string | null) => (value === null ? '-' : <code>{value}</code>),
            },
          ]}
        />
      )}
    </div>
  );
}

function PropsTables({ feature }: { feature: string }) {
  const t = useT();
  const { components } = use(featureDocs(feature));
  const skins = (['desktop', 'mobile'] as const).filter((skin) => components[skin]?.length);
  return (
    <Tabs
      items={skins.map((skin) => ({
        key: skin,
        label: t(`layout.demo.docs.${skin}` as const),
        children: components[skin]?.map((component) => (
          <PropsTable key={component.name} component={component} />
        )),
      }))}
    />
  );
}

const CORE_KINDS = ['machine', 'connect', 'function', 'const', 'type'] as const;

/** What `@suite-ui/core/<feature>` exports, by kind, for engineers who build their own skin. */
function CoreApi({ feature }: { feature: string }) {
  const t = useT();
  const { coreApi } = use(featureDocs(feature));
  if (coreApi.length === 0)
    return <Typography.Paragraph>{t('layout.demo.docs.noCoreApi')}</Typography.Paragraph>;
  return (
    <div data-testid="doc-core-api">
      <Typography.Paragraph>
        <code>{`import { … } from '@suite-ui/core/${feature}';`}</code>
      </Typography.Paragraph>
      {CORE_KINDS.map((kind) => {
        const names = coreApi.filter((entry: CoreExportDoc) => entry.kind === kind);
        if (names.length === 0) return null;
        return (
          <div key={kind}>
            <Typography.Title level={4}>{t(`layout.demo.docs.core.${kind}` as const)}</Typography.Title>
            <ul className="demo-doc__api">
              {names.map((entry) => (
                <li key={entry.name}>
                  <code>{entry.name}</code>
                  {entry.summary && <span> — {entry.summary}</span>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** A documentation text of the feature, when the catalogue has one (`<feature>.doc.<part>`). */
function docText(feature: string, part: 'about' | 'when' | 'spec' | 'a11y'): MessageKey | null {
  const key = `${feature}.doc.${part}`;
  return isMessageKey(key) ? key : null;
}

/**
 * A widget's documentation around its live example: the mobile skin in a phone frame beside it,
 * the example's own source, and the props tables generated from the types.
 */
export function DocSections({ showcase }: { showcase: Showcase }) {
  const t = useT();
  const [about, when, spec, a11y] = (['about', 'when', 'spec', 'a11y'] as const).map((part) =>
    docText(showcase.feature, part),
  );
  const loading = <Skeleton active title={false} aria-label={t('layout.demo.docs.loading')} />;
  const desktopExample = useRef<HTMLDivElement>(null);
  const [drawnFeature, setDrawnFeature] = useState<string | null>(null);
  const markDrawn = useCallback(() => setDrawnFeature(showcase.feature), [showcase.feature]);
  // the same element while the page stays: the phone frame's start does not draw the example again
  const desktop = useMemo(() => <showcase.Desktop />, [showcase]);
  return (
    <div className="demo-doc" data-testid="doc-page">
      <DocBreadcrumb showcase={showcase} />
      <Typography.Title level={2} className="demo-doc__title">
        {showcase.title()}
      </Typography.Title>
      {about && (
        <Typography.Paragraph className="demo-doc__about" data-testid="doc-about">
          {t(about)}
        </Typography.Paragraph>
      )}
      {when && (
        <Section id="doc-when" title={t('layout.demo.docs.when')}>
          <Typography.Paragraph>{t(when)}</Typography.Paragraph>
        </Section>
      )}
      <Section id="doc-examples" title={t('layout.demo.docs.examples')}>
        <div className="demo-doc__examples">
          <div className="demo-doc__desktop" ref={desktopExample}>
            <Suspense fallback={loading}>
              {desktop}
              <WhenDrawn example={desktopExample} onDrawn={markDrawn} />
            </Suspense>
          </div>
          <PhoneFrame showcase={showcase} start={drawnFeature === showcase.feature} />
        </div>
      </Section>
      {a11y && (
        <Section id="doc-a11y" title={t('layout.demo.docs.a11y')}>
          <Typography.Paragraph>{t(a11y)}</Typography.Paragraph>
        </Section>
      )}
      {spec && (
        <Section id="doc-spec" title={t('layout.demo.docs.spec')}>
          <Typography.Paragraph>{t(spec)}</Typography.Paragraph>
        </Section>
      )}
      <Section id="doc-source" title={t('layout.demo.docs.source')} hint={t('layout.demo.docs.sourceHint')}>
        <Collapse
          items={(['desktop', 'mobile'] as const).map((skin) => ({
            key: skin,
            label: `${t(`layout.demo.docs.${skin}` as const)} · ${skin}.tsx`,
            children: (
              <Suspense fallback={loading}>
                <SourceCode feature={showcase.feature} skin={skin} />
              </Suspense>
            ),
          }))}
        />
      </Section>
      <Section id="doc-api" title={t('layout.demo.docs.api')} hint={t('layout.demo.docs.apiHint')}>
        <Suspense fallback={loading}>
          <PropsTables feature={showcase.feature} />
        </Suspense>
      </Section>
      <Section id="doc-core" title={t('layout.demo.docs.coreApi')} hint={t('layout.demo.docs.coreApiHint')}>
        <Suspense fallback={loading}>
          <CoreApi feature={showcase.feature} />
        </Suspense>
      </Section>
      <DocPager showcase={showcase} />
    </div>
  );
}
