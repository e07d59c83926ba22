import { findSensitiveHits } from '@suite-ui/core';
import { HighlightPanel } from '@suite-ui/desktop';
import { useHighlightPanel, useT } from '@suite-ui/core/react';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';

// The demo's own word list for the standalone panel (a host would fetch the user's list).
const WORDS = ['机密', 'secret', '内部价格'];

/** The highlight panel on its own: the page sends the open event with the text and its hits. */
export function HighlightDemo() {
  const t = useT();
  const panel = useHighlightPanel('desktop');
  const [text, setText] = useState('这份内部价格表属于机密，secret 级别');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        aria-label={t('comment.demo.checkText')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="highlight-demo-text"
      />
      <Button
        onClick={() => panel.toggle(true, { text, hits: findSensitiveHits(text, WORDS) })}
        data-testid="highlight-demo-check"
      >
        {t('comment.demo.check')}
      </Button>
      <HighlightPanel panel={panel} />
    </Space.Compact>
  );
}
