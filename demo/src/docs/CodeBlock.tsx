// Every code block of the documentation: highlighted (prism-react-renderer renders tokens as React
// elements, so no HTML string is ever inserted) and copied with one click.
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useT } from '@suite-ui/core/react';
import { Button } from 'antd';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { useEffect, useState } from 'react';
import { useDarkTheme } from '../theme-switch';

/**
 * GitHub's light colours, darkened where needed: every token reads at 4.5:1 or more on the block's
 * #f6f8fa (the site's accessibility walk checks colour contrast).
 */
const readableLight: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['keyword', 'builtin', 'important', 'atrule'], style: { color: '#b3261e' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url'], style: { color: '#0a3069' } },
    { types: ['function', 'class-name'], style: { color: '#6639ba' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'property'], style: { color: '#0550ae' } },
    { types: ['tag', 'selector', 'inserted'], style: { color: '#116329' } },
    { types: ['operator', 'punctuation'], style: { color: '#1f2328' } },
  ],
};

/** GitHub's dark colours on #161b22 for the dark theme, each 4.5:1 or more. */
const readableDark: PrismTheme = {
  plain: { color: '#e6edf3', backgroundColor: '#161b22' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9198a1', fontStyle: 'italic' } },
    { types: ['keyword', 'builtin', 'important', 'atrule'], style: { color: '#ff7b72' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url'], style: { color: '#a5d6ff' } },
    { types: ['function', 'class-name'], style: { color: '#d2a8ff' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'property'], style: { color: '#79c0ff' } },
    { types: ['tag', 'selector', 'inserted'], style: { color: '#7ee787' } },
    { types: ['operator', 'punctuation'], style: { color: '#e6edf3' } },
  ],
};

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABEL = {
  idle: 'layout.demo.docs.copy',
  copied: 'layout.demo.docs.copied',
  failed: 'layout.demo.docs.copyFailed',
} as const;

export interface CodeBlockProps {
  code: string;
  /** Prism's language name: `tsx` for examples, `bash` for commands. */
  language?: 'tsx' | 'bash';
  /** The block's name for screen readers (the file name, or the heading's id via `labelledBy`). */
  label?: string;
  labelledBy?: string;
  'data-testid'?: string;
}

/** A highlighted, scrollable (and keyboard-scrollable) code block with a copy button. */
export function CodeBlock({ code, language = 'tsx', label, labelledBy, ...rest }: CodeBlockProps) {
  const t = useT();
  const [copy, setCopy] = useState<CopyState>('idle');
  const dark = useDarkTheme();
  useEffect(() => {
    if (copy === 'idle') return;
    const reset = setTimeout(() => setCopy('idle'), 2000);
    return () => clearTimeout(reset);
  }, [copy]);
  const copyCode = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <div className="demo-code">
      <Button
        size="small"
        className="demo-code__copy"
        icon={copy === 'copied' ? <CheckOutlined /> : <CopyOutlined />}
        onClick={copyCode}
        aria-live="polite"
        data-testid={rest['data-testid'] ? `${rest['data-testid']}-copy` : undefined}
      >
        {t(COPY_LABEL[copy])}
      </Button>
      <Highlight code={code.replace(/\n$/, '')} language={language} theme={dark ? readableDark : readableLight}>
        {({ className, style, tokens, getLineProps, getTokenProps }) => (
          // focusable so a keyboard can scroll it (WCAG scrollable region)
          <pre
            className={`demo-doc__source ${className}`}
            style={style}
            tabIndex={0}
            aria-label={label}
            aria-labelledby={labelledBy}
            data-testid={rest['data-testid']}
          >
            <code>
              {tokens.map((line, i) => (
                <div key={i} {...getLineProps({ line })}>
                  {line.map((token, j) => (
                    <span key={j} {...getTokenProps({ token })} />
                  ))}
                </div>
              ))}
            </code>
          </pre>
        )}
      </Highlight>
    </div>
  );
}
