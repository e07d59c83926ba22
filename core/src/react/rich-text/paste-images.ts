// Pictures pasted as data URLs (Word, web pages) go through the upload like a picked image (issue 39):
// the document holds a placeholder until the upload answers with the file, never the base64 text.
import { createActor, toPromise } from 'xstate';
import { Editor, Element, Transforms, type Descendant, type Path } from 'slate';
import { HistoryEditor } from 'slate-history';
import type { RichTextImage } from '../../rich-text';
import {
  FILE_ENDPOINTS,
  RICH_TEXT_UPLOAD_PARAMS,
  checkFiles,
  createUploadServices,
  fileUrl,
  type FileUrlFlags,
  type UploadedFile,
  type UploadServices,
  type UploadSystemSettings,
} from '../../upload';
import { IMAGE_EXTENSIONS } from '../../upload/upload.logic';
import { fileUploadMachine, uploadActors } from '../../upload/upload.file.machine';
import { hashFile } from '../../dom/upload';
import type { RichTextSlateEditor } from './slate-types';

/** A pasted picture taken out of its blocks: the key its placeholder carries and its data URL. */
export interface PastedPicture {
  key: string;
  dataUrl: string;
}

let pictures = 0;

/**
 * Takes the data-URL pictures out of pasted blocks (before they enter the document): each image
 * keeps its place with an empty URL and an `uploading` key. Answers the pictures taken.
 */
export function takePastedPictures(blocks: readonly Descendant[]): PastedPicture[] {
  const taken: PastedPicture[] = [];
  const visit = (node: Descendant) => {
    if (!Element.isElement(node)) return;
    if (node.type === 'image') {
      const image = node as RichTextImage;
      if (/^data:/i.test(image.url)) {
        pictures += 1;
        const key = `pasted-${pictures}`;
        taken.push({ key, dataUrl: image.url });
        image.url = '';
        image.uploading = key;
      }
      return;
    }
    for (const child of node.children as Descendant[]) visit(child);
  };
  blocks.forEach(visit);
  return taken;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};

/** A base64 data URL as a file named for its type (`pasted-image-3.png`); undefined when it is not one. */
export function pictureFile(dataUrl: string, name: string): File | undefined {
  const match = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w-]+=[\w.-]+)*;base64,([a-z0-9+/=\s]*)$/i.exec(dataUrl);
  if (!match) return undefined;
  const type = (match[1] ?? '').toLowerCase();
  let binary: string;
  try {
    binary = atob((match[2] ?? '').replace(/\s+/g, ''));
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], `${name}.${EXTENSIONS[type] ?? 'bin'}`, { type });
}

/** How pasted pictures are uploaded: the rich-text upload's calls and its system settings. */
export interface PictureUploader {
  upload(picture: PastedPicture): Promise<UploadedFile>;
}

/**
 * Uploads pasted pictures as the image dialog does: the rich-text parameters, the system settings'
 * size and type rules and the image types (checkFiles), then the file upload of spec 7.
 */
export function createPictureUploader(
  flags: FileUrlFlags,
  services?: Partial<UploadServices>,
): PictureUploader {
  const http = createUploadServices({ flags });
  const io: UploadServices = { ...http, hashFile, ...services };
  let settings: Promise<UploadSystemSettings> | undefined;
  let count = 0;
  return {
    async upload(picture) {
      count += 1;
      const file = pictureFile(picture.dataUrl, `pasted-image-${count}`);
      if (!file) throw new Error('not a picture');
      settings ??= http.fetchSettings().catch(() => ({}));
      const [issue] = checkFiles([{ name: file.name, size: file.size }], {
        settings: await settings,
        accept: IMAGE_EXTENSIONS,
      });
      const actor = createActor(fileUploadMachine.provide({ actors: uploadActors(io) }), {
        input: { file, rejection: issue, params: { ...RICH_TEXT_UPLOAD_PARAMS } },
      });
      const failed = new Promise<never>((_, reject) => {
        actor.on('upload.failed', ({ issue: why }) => reject(new Error(why.message ?? 'upload failed')));
      });
      actor.start();
      try {
        return await Promise.race([toPromise(actor), failed]);
      } finally {
        actor.stop();
      }
    },
  };
}

/**
 * The images `wanted` accepts, with their paths, in document order. A plain walk: `Editor.nodes`
 * builds a path for every node it passes, and a 1 MB Word document answered in batches left enough
 * garbage for the collector to hold the page's thread for hundreds of milliseconds (issue 39).
 */
function imagesWhere(
  children: readonly Descendant[],
  wanted: (image: RichTextImage) => boolean,
): [RichTextImage, Path][] {
  const found: [RichTextImage, Path][] = [];
  const path: number[] = [];
  const visit = (nodes: readonly Descendant[]) => {
    nodes.forEach((node, index) => {
      if (!('children' in node)) return;
      path.push(index);
      if (node.type === 'image' && wanted(node as RichTextImage))
        found.push([node as RichTextImage, [...path]]);
      else visit(node.children);
      path.pop();
    });
  };
  visit(children);
  return found;
}

/**
 * Pasted pictures whose uploads answered: each placeholder shows its uploaded file (spec 7 preview
 * URL), or leaves the document when the upload refused it. One pass over the document and one
 * change for all of them (a Word document brings dozens, answered close together). Outside the undo
 * history: the paste's own step takes the placeholders back.
 */
export function settlePastedPictures(
  editor: RichTextSlateEditor,
  answered: ReadonlyMap<string, UploadedFile | null>,
  flags: FileUrlFlags,
): void {
  if (!answered.size) return;
  const placeholders = imagesWhere(
    editor.children,
    (image) => image.uploading !== undefined && answered.has(image.uploading),
  );
  HistoryEditor.withoutSaving(editor, () => {
    Editor.withoutNormalizing(editor, () => {
      // the last first: removing a placeholder moves the places of those after it
      for (const [node, at] of placeholders.reverse()) {
        const file = answered.get(node.uploading ?? '');
        if (!file) {
          Transforms.removeNodes(editor, { at });
          continue;
        }
        Transforms.setNodes(
          editor,
          {
            url: fileUrl(FILE_ENDPOINTS.preview, { ...flags, fileId: file.fileId }),
            fileId: file.fileId,
          } as never,
          { at },
        );
        Transforms.unsetNodes(editor, 'uploading', { at });
      }
    });
  });
}
