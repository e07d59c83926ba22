import { useMarkdownEditor, type MarkdownEditorProps } from '@suite-ui/core/react';
import { Button, Tabs } from 'antd-mobile';
import './markdown.css';

export type { MarkdownEditorProps };

/**
 * Mobile markdown editor: source and preview as tabs, a scrolling toolbar, and the table of
 * contents above the preview. The preview HTML comes sanitised from core.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const md = useMarkdownEditor(props, 'mobile');
  return (
    <div
      data-testid="markdown-editor"
      data-layout={md.layout}
      style={{
        border: '1px solid var(--adm-color-light)',
        borderRadius: 6,
        background: 'var(--adm-color-background)',
      }}
    >
      <Tabs activeKey={md.tab} onChange={(key) => md.showTab(key === 'preview' ? 'preview' : 'source')}>
        {md.tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.label} />
        ))}
      </Tabs>
      {md.tab === 'source' ? (
        <>
          {md.actions.length > 0 && (
            <div
              role="toolbar"
              aria-label={md.toolbarLabel}
              style={{ display: 'flex', gap: 2, overflowX: 'auto', padding: 4 }}
            >
              {md.actions.map((action) => (
                <Button
                  key={action.action}
                  size="mini"
                  fill="none"
                  data-testid={action.testId}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={action.run}
                  style={{ whiteSpace: 'nowrap', minHeight: 32 }}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          )}
          <textarea
            ref={(element) => md.registerTextArea(element)}
            aria-label={md.tabs[0]?.label}
            data-testid="markdown-source"
            placeholder={md.placeholder}
            value={md.text}
            onChange={(e) => md.change(e.target.value)}
            style={{
              width: '100%',
              minHeight: 240,
              border: 'none',
              borderTop: '1px solid var(--adm-color-border)',
              padding: 8,
              fontFamily: 'monospace',
              fontSize: 14,
              boxSizing: 'border-box',
              resize: 'vertical',
            }}
          />
        </>
      ) : (
        <div style={{ padding: '0 12px 12px' }}>
          <nav
            className="suite-markdown-toc"
            aria-label={md.tocLabel}
            data-testid="markdown-toc"
            style={{ borderBottom: '1px solid var(--adm-color-border)', padding: '8px 0' }}
          >
            <strong>{md.tocLabel}</strong>
            {md.toc.length === 0 && <div style={{ color: 'var(--adm-color-weak)' }}>{md.tocEmpty}</div>}
            {md.toc.map((entry) => (
              <a
                key={entry.id}
                href={`#${entry.id}`}
                style={{ display: 'block', paddingLeft: (entry.level - 1) * 12, minHeight: 24 }}
              >
                {entry.text}
              </a>
            ))}
          </nav>
          <div
            className="suite-markdown-preview"
            role="region"
            aria-label={md.tabs[1]?.label}
            data-testid="markdown-preview"
            aria-busy={md.previewPending || undefined}
            style={{ overflowX: 'auto' }}
          >
            {/* sanitised by core's renderMarkdown (DOMPurify, rich-text profile); one element a section,
                so an edit in a long text replaces its own section only */}
            {md.sections.map((section) => (
              <div
                key={section.key}
                className="suite-markdown-section"
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
