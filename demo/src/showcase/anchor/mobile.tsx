import { AnchorNav } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { useDemoSections } from './sections';

// the sticky bar holding the menu button covers the top of the page
const STICKY_BAR = 48;

export default function AnchorMobileShowcase() {
  const t = useT();
  const sections = useDemoSections();
  return (
    <div data-testid="showcase-anchor">
      <div
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          height: STICKY_BAR,
          boxSizing: 'border-box',
          padding: '8px 12px',
          background: 'var(--adm-color-background)',
          borderBottom: '1px solid var(--adm-color-border)',
        }}
      >
        <AnchorNav links={sections} offset={STICKY_BAR} />
      </div>
      {sections.map((section) => (
        <section key={section.id} id={section.id} style={{ minHeight: 520, padding: '12px 12px 0' }}>
          <h2 style={{ fontSize: 'var(--adm-font-size-10)', margin: '0 0 8px' }}>{section.title}</h2>
          <p style={{ fontSize: 'var(--adm-font-size-7)', lineHeight: 1.6 }}>
            {t('anchor.demo.body', { title: section.title })}
          </p>
        </section>
      ))}
    </div>
  );
}
