import {
  RichTextContent,
  useRichTextEditor,
  type RichTextEditorView,
  type RichTextEditorProps,
} from '@suite-ui/core/react';
import { SpinLoading, TextArea } from 'antd-mobile';
import { ImageViewerPopup } from '../image-viewer/ImageViewer';
import { Dialogs } from './Dialogs';
import { Toolbar } from './Toolbar';

export type { RichTextEditorProps };

/**
 * Mobile rich-text editor (slate under a compact antd-mobile toolbar, no maximize): dialogs open
 * as bottom sheets. Core decides what every button does and checks every value.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const editor = useRichTextEditor(props, 'mobile');
  return (
    <div
      data-testid="rich-text-editor"
      data-mode={editor.mode}
      data-readonly={editor.readOnly || undefined}
      style={{
        border: '1px solid var(--adm-color-light)',
        borderRadius: 6,
        background: 'var(--adm-color-background)',
      }}
    >
      {!editor.readOnly && (
        <Toolbar buttons={editor.toolbar} label={editor.toolbarLabel} fontSize={editor.toolbarFontSize} />
      )}
      {editor.source ? (
        <TextArea
          aria-label={editor.source.label}
          data-testid="rich-text-source"
          value={editor.source.html}
          onChange={(html) => editor.source?.change(html)}
          style={{ '--font-size': '13px', height: editor.height, padding: 8 } as never}
          rows={8}
        />
      ) : (
        <RichTextContent
          {...editor.content}
          readOnly={editor.readOnly}
          placeholder={editor.placeholder}
          label={editor.editorLabel}
          height={editor.height}
        />
      )}
      <PasteStatus editor={editor} />
      <Dialogs dialog={editor.dialog} uploadField={editor.uploadField} />
      {/* spec 8: a clicked image previews in the image viewer (or the host's previewer) */}
      <ImageViewerPopup viewer={editor.imageViewer} />
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
              padding: '6px 12px',
              borderTop: '1px solid var(--adm-color-border)',
              fontSize: 13,
              color: 'var(--adm-color-weak)',
            }
          : undefined
      }
    >
      {text && busy && <SpinLoading style={{ '--size': '16px' } as never} />}
      {text}
    </div>
  );
}
