import { renderMarkdown } from '@suite-ui/core/markdown';
import { useT } from '@suite-ui/core/react';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { version } from '../../../core/package.json';
// the changes since the last version, read from the repository's CHANGELOG.md at build time
import changelog from '../../../CHANGELOG.md?raw';
import { DemoLink } from '../modules/frame';
import { kindOf, SHOWCASE_KINDS } from '../showcase/kinds';
import { showcases } from '../showcase/registry';
import { CodeBlock } from './CodeBlock';
// the page npm test builds in a Vite host from the packed packages (tests/hosts), shown as it is
import hostPage from '../../../tests/hosts/vite/src/desktop.tsx?raw';

const PACKAGES = [
  { name: '@suite-ui/core', text: 'layout.demo.home.core' },
  { name: '@suite-ui/desktop', text: 'layout.demo.home.desktop' },
  { name: '@suite-ui/mobile', text: 'layout.demo.home.mobile' },
  { name: '@suite-ui/fixtures', text: 'layout.demo.home.fixtures' },
] as const;

const FIRST_USE = `npm install @suite-ui/core @suite-ui/desktop antd react react-dom

import { RootLayout, SuiteConfigProvider, Rate } from '@suite-ui/desktop';

const modules = { workflow: () => import('./workflow/page') };

export function App() {
  return (
    <SuiteConfigProvider>
      <RootLayout modules={modules} />
    </SuiteConfigProvider>
  );
}`;

const INSTALL = `npm install @suite-ui/core @suite-ui/desktop antd react react-dom       # desktop
npm install @suite-ui/core @suite-ui/mobile antd-mobile react react-dom # mobile (H5)`;

// the file's own title is the section's heading here, and its headings sit under that section's
const CHANGES_HTML = renderMarkdown(
  changelog.replace(/^# .*\n/, '').replace(/^(#{2,4}) /gm, (_, level: string) => `${level}## `),
);

/** The documentation site's home: what suite-ui is, its packages, a first use, and every widget. */
export function HomePage() {
  const t = useT();
  return (
    <div className="demo-doc" data-testid="doc-home">
      <Typography.Title level={2} className="demo-doc__title">
        {t('layout.demo.home.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('layout.demo.home.intro')}</Typography.Paragraph>
      <section className="demo-doc__section" aria-labelledby="home-packages">
        <Typography.Title level={3} id="home-packages">
          {t('layout.demo.home.packages')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {PACKAGES.map((pkg) => (
            <Col key={pkg.name} xs={24} md={12} xl={6}>
              <Card size="small" title={<code>{pkg.name}</code>}>
                {t(pkg.text)}
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <section className="demo-doc__section" aria-labelledby="home-start">
        <Typography.Title level={3} id="home-start">
          {t('layout.demo.home.start')}
        </Typography.Title>
        <Typography.Paragraph>{t('layout.demo.home.startHint')}</Typography.Paragraph>
        <CodeBlock code={FIRST_USE} labelledBy="home-start" data-testid="doc-home-first-use" />
      </section>
      <section className="demo-doc__section" aria-labelledby="home-use" data-testid="doc-home-use">
        <Typography.Title level={3} id="home-use">
          {t('layout.doc.use.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('layout.doc.use.install')}</Typography.Paragraph>
        <CodeBlock code={INSTALL} language="bash" labelledBy="home-use" />
        <Typography.Paragraph>{t('layout.doc.use.provider')}</Typography.Paragraph>
        <CodeBlock code={hostPage} labelledBy="home-use" data-testid="doc-home-host-page" />
        <ul>
          <li>{t('layout.doc.use.worker')}</li>
          <li>{t('layout.doc.use.css')}</li>
          <li>{t('layout.doc.use.ssr')}</li>
        </ul>
      </section>
      <section className="demo-doc__section" aria-labelledby="home-changes" data-testid="doc-home-changes">
        <Typography.Title level={3} id="home-changes">
          {t('layout.demo.home.changes')} <Tag>{`v${version}`}</Tag>
        </Typography.Title>
        <div
          className="demo-doc__changelog"
          // the library's own markdown rendering, sanitised (the file is the repository's)
          dangerouslySetInnerHTML={{ __html: CHANGES_HTML }}
        />
      </section>
      <section className="demo-doc__section" aria-labelledby="home-widgets">
        <Typography.Title level={3} id="home-widgets">
          {t('layout.demo.home.widgets')}
        </Typography.Title>
        {SHOWCASE_KINDS.map((kind) => {
          const pages = showcases.filter((s) => kindOf(s.feature) === kind);
          if (pages.length === 0) return null;
          return (
            <div key={kind} className="demo-doc__kind">
              <Typography.Title level={4}>{t(`layout.demo.kind.${kind}` as const)}</Typography.Title>
              <ul className="demo-doc__widgets">
                {pages.map((s) => (
                  <li key={s.feature}>
                    <DemoLink to={`/showcase/${s.feature}`}>{s.title()}</DemoLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </div>
  );
}
