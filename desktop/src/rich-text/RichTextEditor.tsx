import {
  RichTextContent,
  useRichTextEditor,
  type RichTextEditorView,
  type RichTextEditorProps,
} from '@suite-ui/core/react';
import { Input, Spin } from 'antd';
import { ImageViewerDialog } from '../image-viewer/ImageViewer';
import { Dialogs } from './Dialogs';
import { Toolbar } from './Toolbar';

export type { RichTextEditorProps };

/**
 * Desktop rich-text editor (slate under an antd toolbar): full or simple toolbar, maximize, the
 * HTML source view, and dialogs for links, tables, uploads, mentions and emoji. Core decides what
 * every button does and checks every value; this component only lays it out.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const editor = useRichTextEditor(props, 'desktop');
  const frame = editor.maximized
    ? {
        position: 'fixed' as const,
        inset: 0,
        zIndex: 1000,
        background: 'var(--ant-color-bg-container)',
        display: 'flex',
        flexDirection: 'column' as const,
      }
    : {
        border: '1px solid var(--ant-color-border)',
        borderRadius: 6,
        background: 'var(--ant-color-bg-container)',
      };
  return (
    <div
      data-testid="rich-text-editor"
      data-mode={editor.mode}
      data-maximized={editor.maximized || undefined}
      data-readonly={editor.readOnly || undefined}
      style={frame}
    >
      {!editor.readOnly && (
        <Toolbar buttons={editor.toolbar} label={editor.toolbarLabel} fontSize={editor.toolbarFontSize} />
      )}
      {editor.source ? (
        <Input.TextArea
          aria-label={editor.source.label}
          data-testid="rich-text-source"
          value={editor.source.html}
          onChange={(e) => editor.source?.change(e.target.value)}
          style={{
            height: editor.maximized ? '100%' : editor.height,
            fontFamily: 'monospace',
            border: 'none',
          }}
        />
      ) : (
        <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <RichTextContent
            {...editor.content}
            readOnly={editor.readOnly}
            placeholder={editor.placeholder}
            label={editor.editorLabel}
            height={editor.maximized ? '100%' : editor.height}
          />
        </div>
      )}
      <PasteStatus editor={editor} />
      <Dialogs dialog={editor.dialog} uploadField={editor.uploadField} />
      {/* spec 8: a clicked image previews in the image viewer (or the host's previewer) */}
      <ImageViewerDialog viewer={editor.imageViewer} />
    </div>
  );
}

/**
 * A long paste's progress and its pictures' upload (issue 39), read out politely; the region stays in
 * the page empty so screen readers hear what it says next.
 */
function PasteStatus({ editor }: { editor: Pick<RichTextEditorView, 'paste' | 'pastedImages'> }) {
  const text = editor.paste?.label ?? editor.pastedImages?.label;
  const busy = Boolean(editor.paste) || (editor.pastedImages !== null && !editor.pastedImages.refused);
  return (
    <div
      role="status"
      data-testid="rich-text-paste-status"
      style={
        text
          ? {
              display: 'flex',
              gap: 8,
              alignItems: 'center',
              padding: '4px 12px',
              borderTop: '1px solid var(--ant-color-border-secondary)',
              fontSize: 12,
              color: 'var(--ant-color-text-secondary)',
            }
          : undefined
      }
    >
      {text && busy && <Spin size="small" />}
      {text}
    </div>
  );
}
