import { Title } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { useState } from 'react';

const header = { padding: '16px 16px 6px', fontSize: 13, color: 'var(--adm-color-weak)' } as const;
const body = { padding: '8px 16px 12px', fontSize: 14, background: 'var(--adm-color-background)' } as const;

export default function TitleMobileShowcase() {
  const t = useT();
  const [clicks, setClicks] = useState(0);
  return (
    <div
      data-testid="showcase-title"
      style={{ background: 'var(--adm-color-fill-content)', paddingBottom: 16 }}
    >
      <div style={header}>{t('title.demo.levels')}</div>
      <div style={{ display: 'grid', gap: 1 }}>
        {[1, 2, 3].map((n) => (
          <Title key={n} title={t('title.demo.level', { n })} level={n} testId={`title-level-${n}`} />
        ))}
      </div>
      <div style={header}>{t('title.demo.extras')}</div>
      <Title
        title={t('title.demo.todo')}
        description={t('title.demo.description')}
        count={128}
        actionLabel={t('title.demo.more')}
        onAction={() => setClicks((n) => n + 1)}
        testId="title-todo"
      />
      <div style={body} data-testid="title-todo-clicks">
        {t('title.demo.clicked', { n: clicks })}
      </div>
      <div style={header}>{t('title.demo.collapsible')}</div>
      <Title title={t('title.demo.attachments')} count={3} collapsible testId="title-files">
        <div style={body}>{t('title.demo.files')}</div>
      </Title>
    </div>
  );
}
