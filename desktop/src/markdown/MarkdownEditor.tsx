import { useMarkdownEditor, type MarkdownEditorProps } from '@suite-ui/core/react';
import { Button, Input, Typography } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import './markdown.css';

export type { MarkdownEditorProps };

/**
 * Desktop markdown editor: toolbar, source and preview side by side (the preview under the source,
 * and the contents above both, when the editor is narrow), and the table of contents.
 * The preview HTML comes sanitised from core.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const md = useMarkdownEditor(props, 'desktop');
  // the contents of a long text stay as they are while a keystroke re-renders the source
  const { toc } = md;
  const tocLinks = useMemo(
    () =>
      toc.map((entry) => (
        <a
          key={entry.id}
          href={`#${entry.id}`}
          className="suite-markdown__toc-link"
          style={{ '--suite-markdown-toc-level': entry.level - 1 } as CSSProperties}
        >
          {entry.text}
        </a>
      )),
    [toc],
  );
  return (
    <div className="suite-markdown-editor" data-testid="markdown-editor" data-layout={md.layout}>
      {md.actions.length > 0 && (
        <div role="toolbar" aria-label={md.toolbarLabel} className="suite-markdown__toolbar">
          {md.actions.map((action) => (
            <Button
              key={action.action}
              size="small"
              type="text"
              data-testid={action.testId}
              onMouseDown={(e) => e.preventDefault()}
              onClick={action.run}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
      {/* contents, source and preview side by side, stacked on a narrow editor (markdown.css) */}
      <div className="suite-markdown-body" data-read-only={md.readOnly || undefined}>
        <nav className="suite-markdown-toc" aria-label={md.tocLabel} data-testid="markdown-toc">
          <Typography.Text strong>{md.tocLabel}</Typography.Text>
          {md.toc.length === 0 && <Typography.Paragraph type="secondary">{md.tocEmpty}</Typography.Paragraph>}
          {tocLinks}
        </nav>
        {!md.readOnly && (
          <Input.TextArea
            ref={(ref) => md.registerTextArea(ref?.resizableTextArea?.textArea ?? null)}
            className="suite-markdown-source"
            aria-label={md.tabs[0]?.label}
            data-testid="markdown-source"
            placeholder={md.placeholder}
            value={md.text}
            onChange={(e) => md.change(e.target.value)}
          />
        )}
        <div
          className="suite-markdown-preview"
          aria-label={md.tabs[1]?.label}
          role="region"
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
    </div>
  );
}
