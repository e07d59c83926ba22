import { AnchorNav } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useDemoSections } from './sections';

const scroller = () => document.getElementById('anchor-demo-scroll');

export default function AnchorDesktopShowcase() {
  const t = useT();
  const sections = useDemoSections();
  const [order, setOrder] = useState<string[]>([]);
  const titleOf = (id: string) => sections.find((s) => s.id === id)?.title ?? id;
  return (
    <Card title={t('anchor.title')} data-testid="showcase-anchor">
      {/* on a narrow screen the list goes above the content rather than squeezing it */}
      <Flex gap={24} align="flex-start" wrap>
        <div style={{ width: 220, flex: 'none' }}>
          <AnchorNav links={sections} getContainer={scroller} onReorder={setOrder} />
        </div>
        <div
          id="anchor-demo-scroll"
          role="region"
          aria-label={t('anchor.demo.content')}
          tabIndex={0}
          data-testid="anchor-demo-scroll"
          style={{ flex: '1 1 240px', minWidth: 0, height: 460, overflowY: 'auto', paddingRight: 12 }}
        >
          {sections.map((section) => (
            <section key={section.id} id={section.id} style={{ minHeight: 380 }}>
              <Typography.Title level={4} style={{ marginTop: 0, paddingTop: 4 }}>
                {section.title}
              </Typography.Title>
              <Typography.Paragraph>{t('anchor.demo.body', { title: section.title })}</Typography.Paragraph>
            </section>
          ))}
        </div>
      </Flex>
      {order.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="anchor-demo-order" style={{ marginTop: 12 }}>
          {t('anchor.demo.order', { order: order.map(titleOf).join(' · ') })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
