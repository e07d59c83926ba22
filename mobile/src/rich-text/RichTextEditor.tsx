import { RichTextContent, useRichTextEditor, type RichTextEditorProps } from '@suite-ui/core/react';
import { TextArea } from 'antd-mobile';
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
      style={{ border: '1px solid #ddd', borderRadius: 6, background: '#fff' }}
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
      <Dialogs dialog={editor.dialog} uploadField={editor.uploadField} />
      {/* spec 8: a clicked image previews in the image viewer (or the host's previewer) */}
      <ImageViewerPopup viewer={editor.imageViewer} />
    </div>
  );
}
