// The document types of core, as slate's own: slate edits exactly the value core serialises.
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { RichTextElement, RichTextText } from '../../rich-text';

/** The editor object of a rich-text editor. */
export type RichTextSlateEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextSlateEditor;
    Element: RichTextElement;
    Text: RichTextText;
  }
}
