import { useMarkdownEditor, type MarkdownEditorProps } from '@suite-ui/core/react';
import { Button, Tabs } from 'antd-mobile';
import type { CSSProperties } from 'react';
import './markdown.css';

export type { MarkdownEditorProps };

/**
 * Mobile markdown editor: source and preview as tabs, a scrolling toolbar, and the table of
 * contents above the preview. The preview HTML comes sanitised from core.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const md = useMarkdownEditor(props, 'mobile');
  return (
    <div data-testid="markdown-editor" data-layout={md.layout} className="suite-m-markdown">
      <Tabs activeKey={md.tab} onChange={(key) => md.showTab(key === 'preview' ? 'preview' : 'source')}>
        {md.tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.label} />
        ))}
      </Tabs>
      {md.tab === 'source' ? (
        <>
          {md.actions.length > 0 && (
            <div role="toolbar" aria-label={md.toolbarLabel} className="suite-m-markdown__toolbar">
              {md.actions.map((action) => (
                <Button
                  key={action.action}
                  size="mini"
                  fill="none"
                  data-testid={action.testId}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={action.run}
                  className="suite-m-markdown__action"
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
            className="suite-m-markdown__source"
          />
        </>
      ) : (
        <div className="suite-m-markdown__preview-pane">
          <nav className="suite-markdown-toc" aria-label={md.tocLabel} data-testid="markdown-toc">
            <strong>{md.tocLabel}</strong>
            {md.toc.length === 0 && <div className="suite-m-markdown__toc-empty">{md.tocEmpty}</div>}
            {md.toc.map((entry) => (
              <a
                key={entry.id}
                href={`#${entry.id}`}
                className="suite-m-markdown__toc-link"
                style={{ '--suite-markdown-toc-level': entry.level - 1 } as CSSProperties}
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
