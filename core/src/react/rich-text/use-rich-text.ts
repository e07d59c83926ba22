import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Descendant, PathRef } from 'slate';
import {
  connectRichText,
  createRichTextServices,
  htmlToSlate,
  htmlToSlateParts,
  RICH_TEXT_BUTTONS,
  richTextActors,
  richTextMachine,
  richTextPreviewImages,
  richTextTexts,
  sanitizeHtml,
  slateToHtml,
  type MentionCandidate,
  type RichTextBlock,
  type RichTextButtonView,
  type RichTextImage,
  type RichTextView,
} from '../../rich-text';
import { RICH_TEXT_UPLOAD_PARAMS, type UploadedFile, type UploadParams } from '../../upload';
import type { ImagePreviewer, ImageViewerView } from '../../image-viewer';
import type { Platform } from '../../shared/platform';
import { useImagePreview } from '../image-viewer';
import { useActorView, useMachineActor } from '../machine';
import {
  activeButtons,
  activeFormat,
  appendOpeningBlocks,
  createRichTextEditor,
  endPastedBlocks,
  filesToNodes,
  focusDocument,
  handlePastedHtml,
  moreComingInBulk,
  insertInlines,
  insertLink,
  insertPastedBlocks,
  insertTable,
  pasteFragment,
  replaceDocument,
  runCommand,
  startPastedBlocks,
} from './slate-commands';
import type { RichTextSlateEditor } from './slate-types';
import {
  createPictureUploader,
  settlePastedPictures,
  takePastedPictures,
  type PastedPicture,
} from './paste-images';

/** Props every skin's rich-text editor takes. */
export interface RichTextEditorProps {
  /** The HTML value (controlled); it is sanitised before it is read. */
  value?: string;
  /** The first HTML value when uncontrolled. */
  defaultValue?: string;
  /** Called with the sanitised HTML after every change of the document. */
  onChange?: (html: string) => void;
  /** Toolbar buttons (CKEditor names); default every button the editor offers. */
  buttons?: readonly string[];
  /** A public (internet-facing) deployment: no Source button (spec 5). */
  publicDeployment?: boolean;
  readOnly?: boolean;
  /** Placeholder; several lines (`\n`) show in the wrapped style (spec 5). */
  placeholder?: string;
  /** The page is opened without a login: uploads go to /papi (spec 7). */
  loginFree?: boolean;
  /** The browser (object picker) search behind mentions; without it the Mention button is hidden. */
  searchPeople?: (keyword: string) => Promise<MentionCandidate[]>;
  /**
   * Previews a clicked image (spec 8): left out, the host's registered previewer, else the built-in
   * viewer; `null`, the built-in viewer only.
   */
  imagePreviewer?: ImagePreviewer | null;
  /** The page runs in the mobile app shell: image previews ask for the app's format (spec 7). */
  appShell?: boolean;
}

/** A toolbar button with its state for the current selection. */
export interface RichTextButtonState extends RichTextButtonView {
  /** On for the selection (a mark, a block type or alignment), or on by itself (Source, Maximize). */
  active: boolean;
  /** The chosen value of a select (Format). */
  value?: string;
}

/** What a skin renders: the view model, toolbar states, the slate surface's props and the upload field's props. */
export interface RichTextEditorView extends Omit<RichTextView, 'toolbar'> {
  toolbar: RichTextButtonState[];
  /** Props of `RichTextContent` (the slate surface). */
  content: {
    editor: RichTextSlateEditor;
    initialValue: Descendant[];
    onChange(): void;
    onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
    /** Previews a clicked image of the document, stepping through the others (spec 8). */
    onOpenImage(element: RichTextImage): void;
    /** Accessible name of an image's preview control. */
    imageLabel(alt?: string): string;
  };
  /** The built-in image viewer the skin renders for image previews. */
  imageViewer: ImageViewerView;
  /** Props of the image and attachment dialogs' upload field (spec 7: rich-text upload parameters). */
  uploadField: { upload: { params: UploadParams }; loginFree: boolean };
}

// Between blocks sanitised in one call: text and attribute values are escaped by slateToHtml, so
// only this separator serialises to exactly this text.
const BLOCK_SEPARATOR = '<hr data-rich-text-block="">';

/**
 * The sanitised HTML of a document, block by block: slate keeps the objects of unchanged blocks, so
 * a keystroke serialises and sanitises one paragraph, not a 50-page document. The blocks not cached
 * yet (all of them after a load or a large paste) are sanitised in one call, with a separator
 * between them. `slateToHtml` joins its blocks' HTML and each block is a balanced fragment, so the
 * joined result is what sanitising the whole document gives.
 */
function documentHtml(blocks: readonly RichTextBlock[], cache: WeakMap<object, string>): string {
  const missing = blocks.filter((block) => !cache.has(block));
  if (missing.length > 1) {
    const parts = sanitizeHtml(missing.map((block) => slateToHtml([block])).join(BLOCK_SEPARATOR)).split(
      BLOCK_SEPARATOR,
    );
    if (parts.length === missing.length)
      missing.forEach((block, index) => cache.set(block, parts[index] ?? ''));
  }
  let html = '';
  for (const block of blocks) {
    let part = cache.get(block);
    if (part === undefined) {
      part = sanitizeHtml(slateToHtml([block]));
      cache.set(block, part);
    }
    html += part;
  }
  return html;
}

/**
 * Blocks of a long document rendered on its first paint; the rest are read and appended after it, a
 * few parts a task between the page's other tasks (issue 39: a 200-page document shows within a second).
 */
const OPENING_BLOCKS = 100;

/** Reading a task does on a document or a paste being read in parts (ms): well under a long task's 50. */
const SLICE_MS = 30;

/** Blocks a task adds at most: rendering them is the next task's work. */
const SLICE_BLOCKS = 300;

/** Blocks whose HTML is made in one sanitising call after a long document or a large paste is read. */
const WARM_BLOCKS = 100;

/**
 * Elements a part of a large paste sanitises in one DOMPurify call: each call sets a document up and
 * copies its part in, so a paste (read whole before it goes in) reads fewer, larger parts than an
 * opening document, whose first part is all its first paint waits for.
 */
const PASTE_PART_ELEMENTS = 1000;

/** Pasted HTML longer than this is read in parts; a shorter one is pasted at once. */
const PASTE_IN_PARTS = 50_000;

/**
 * Blocks of a paste a task puts into the document once it is all read: inserting them and rendering
 * the chunks they make (out of view, held places) stays well under a long task's 200 ms.
 */
const PLACE_BLOCKS = 1500;

/** The share of a paste's progress that is its reading; the rest is placing its blocks. */
const READ_SHARE = 0.9;

/** Emitted HTML remembered until the host gives it back (a host more changes behind replaces). */
const UNECHOED_KEPT = 8;

/**
 * Pasted pictures' answers settled in one task: answers that come together (a Word document's
 * dozens of pictures refused at once) change the document in a few tasks, none of them long.
 */
const PICTURES_A_TASK = 20;

/** A paste that takes longer than this shows its progress (ms). */
const PASTE_PROGRESS_AFTER = 300;

/** A long document or a large paste being read into the editor a part at a time. */
interface Incoming {
  parts: Iterator<RichTextBlock[], void>;
  /** A paste: its blocks go before this block (the rest of the line it was pasted into). */
  before: PathRef | null;
  /** When it started (performance.now()). */
  started: number;
  /** How much has been read, from 0 to 1. */
  progress: number;
  /** A paste's blocks read but not in the document yet (they go in once all is read). */
  held: Descendant[];
  /** How many blocks were held when the last part was read (the placing's progress counts from it). */
  heldTotal: number;
  /** Everything has been read. */
  read: boolean;
}

/** What is still being read into the document, and whether the user changed it meanwhile. */
interface Opening {
  job: Incoming | null;
  /**
   * Blocks read in whose HTML is not made yet: it is made after the reading, a slice a task, and the
   * change is emitted once it is all made (the page shows a paste without waiting for its HTML).
   */
  warm: Descendant[][];
  changed: boolean;
  /** The operations that appended an opening document's rest (not the user's). */
  ours: Set<object>;
}

/** Reads parts for about `SLICE_MS`, at least one; `done` once the reader has nothing left. */
function readSlice(job: Incoming): { blocks: Descendant[]; done: boolean } {
  const until = performance.now() + SLICE_MS;
  const blocks: Descendant[] = [];
  do {
    const next = job.parts.next();
    if (next.done) return { blocks, done: true };
    blocks.push(...(next.value as Descendant[]));
  } while (performance.now() < until && blocks.length < SLICE_BLOCKS);
  return { blocks, done: false };
}

const HOTKEYS: Record<string, string> = { b: 'Bold', i: 'Italic', u: 'Underline', z: 'Undo', y: 'Redo' };

/** The rich-text editor of both skins: the chrome machine over a slate document. */
export function useRichTextEditor(props: RichTextEditorProps, platform: Platform): RichTextEditorView {
  const {
    value,
    defaultValue,
    onChange,
    buttons,
    publicDeployment,
    readOnly = false,
    placeholder,
    loginFree = false,
    searchPeople,
    imagePreviewer,
    appShell = false,
  } = props;
  const [setup] = useState(() => {
    const editor = createRichTextEditor();
    // the first paint reads only the beginning; the rest follows in parts
    const job: Incoming = {
      parts: htmlToSlateParts(value ?? defaultValue ?? ''),
      before: null,
      started: 0,
      progress: 0,
      held: [],
      heldTotal: 0,
      read: false,
    };
    const initialValue: Descendant[] = [];
    let done = false;
    while (!done && initialValue.length < OPENING_BLOCKS) {
      const next = job.parts.next();
      if (next.done) done = true;
      else initialValue.push(...(next.value as Descendant[]));
    }
    if (!initialValue.length) initialValue.push({ type: 'paragraph', children: [{ text: '' }] });
    const opening: Opening = { job: done ? null : job, warm: [], changed: false, ours: new Set() };
    const wanted = buttons ?? RICH_TEXT_BUTTONS.filter((button) => button !== 'Mention' || searchPeople);
    return {
      editor,
      initialValue,
      opening,
      htmlCache: new WeakMap<object, string>(),
      options: {
        input: {
          buttons: wanted,
          publicDeployment,
          mobile: platform === 'mobile',
          readOnly,
          loginFree,
          placeholder,
        },
        implementations: { actors: richTextActors(createRichTextServices({ searchPeople })) },
      },
    };
  });
  const { editor, htmlCache } = setup;
  const openingRef = useRef(setup.opening);
  // reads what is still incoming to its end at once (the source view, a new paste)
  const finishRef = useRef<() => void>(() => {});
  const host = useMachineActor(richTextMachine, setup.options);
  const view = useActorView(host, { platform, messages: richTextTexts }, connectRichText);
  const preview = useImagePreview(platform, imagePreviewer);
  const [version, setVersion] = useState(0);
  // the HTML last given or emitted: a value prop equal to it is the editor's own echo
  const lastHtml = useRef(value ?? defaultValue ?? '');
  // HTML emitted that the host has not given back yet: a host that renders one of them is behind
  // (two changes came before its render, or before this effect ran), not replacing the document
  const unechoed = useRef<string[]>([]);
  // a document replaced from outside is not the user's change: its slate onChange emits nothing
  const replacing = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => host.send({ type: 'READONLY.SET', readOnly }), [host, readOnly]);
  // a new value from the host replaces the document; the editor's own echo does not
  useEffect(() => {
    if (value === undefined) return;
    const late = unechoed.current.indexOf(value);
    if (late >= 0) unechoed.current.splice(0, late + 1);
    if (late >= 0 || value === lastHtml.current) return;
    lastHtml.current = value;
    unechoed.current = [];
    replacing.current = true;
    openingRef.current.job?.before?.unref();
    openingRef.current.job = null;
    openingRef.current.warm = [];
    openingRef.current.changed = false;
    replaceDocument(editor, htmlToSlate(value) as Descendant[]);
  }, [value, editor]);

  // the rest of a long document follows its first paint, and a large paste follows its first part,
  // a slice of parts per task; a paste shows its progress once it takes a while (issue 39)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const state = openingRef.current;
    // pictures pasted as data URLs go through the upload, one at a time; the document holds their
    // placeholders meanwhile (issue 39)
    const flags = { mobile: platform === 'mobile', loginFree };
    const uploader = createPictureUploader(flags);
    const pictures = {
      uploading: 0,
      refused: 0,
      queue: Promise.resolve(),
      alive: true,
      /** Answers not in the document yet: the next task puts up to `PICTURES_A_TASK` in, as one change. */
      answered: new Map<string, UploadedFile | null>(),
      flush: undefined as ReturnType<typeof setTimeout> | undefined,
    };
    const report = () =>
      host.send({ type: 'PASTE.IMAGES', uploading: pictures.uploading, refused: pictures.refused });
    const flushAnswers = () => {
      pictures.flush = undefined;
      const answered = new Map(Array.from(pictures.answered).slice(0, PICTURES_A_TASK));
      for (const key of answered.keys()) pictures.answered.delete(key);
      settlePastedPictures(editor, answered, flags);
      report();
      if (pictures.answered.size) pictures.flush = setTimeout(flushAnswers, 0);
    };
    const uploadPictures = (taken: PastedPicture[]) => {
      if (!taken.length) return;
      pictures.uploading += taken.length;
      report();
      for (const picture of taken) {
        const settle = (file: UploadedFile | null) => {
          if (!pictures.alive) return;
          pictures.uploading -= 1;
          if (!file) pictures.refused += 1;
          pictures.answered.set(picture.key, file);
          pictures.flush ??= setTimeout(flushAnswers, 0);
        };
        pictures.queue = pictures.queue.then(() => uploader.upload(picture).then(settle, () => settle(null)));
      }
    };
    const deliver = (job: Incoming, blocks: Descendant[], done: boolean) => {
      // the blocks' HTML is made once everything is read, a slice a task, so the change emitted at
      // the end (or the first keystroke in an opened document) serialises no more than what changed
      if (blocks.length) state.warm.push(blocks);
      if (job.before) {
        job.held.push(...blocks);
        job.read = done;
        if (done) {
          job.heldTotal = job.held.length;
          placeHeld(job, PLACE_BLOCKS);
        } else {
          moreComingInBulk(editor);
          reportPasteProgress(job);
        }
        return;
      }
      for (const operation of appendOpeningBlocks(editor, blocks)) state.ours.add(operation);
      if (done) ended(job);
    };
    const ended = (job: Incoming) => {
      if (state.job === job) state.job = null;
      // the end changed nothing itself (the last part was empty): a change made meanwhile is emitted now
      if (!editor.operations.length) editor.onChange();
    };
    const reportPasteProgress = (job: Incoming) => {
      if (performance.now() - job.started <= PASTE_PROGRESS_AFTER) return;
      // reading is most of the work; placing the blocks is the rest
      const placed = job.read ? 1 - job.held.length / Math.max(1, job.heldTotal) : 0;
      host.send({
        type: 'PASTE.PROGRESS',
        percent: (job.progress * READ_SHARE + placed * (1 - READ_SHARE)) * 100,
      });
    };
    // a paste's blocks go into the document once all of it is read, up to `most` a task: the
    // document and its chunks render a few times, not once a slice (issue 39)
    const placeHeld = (job: Incoming, most: number) => {
      const before = job.before as PathRef;
      if (!before.current) {
        // the user undid the paste's start meanwhile: the rest is dropped
        before.unref();
        if (state.job === job) state.job = null;
        host.send({ type: 'PASTE.PROGRESS', percent: null });
        return;
      }
      const batch = job.held.splice(0, most);
      uploadPictures(takePastedPictures(batch));
      insertPastedBlocks(editor, batch, before);
      if (job.held.length) {
        reportPasteProgress(job);
        return;
      }
      endPastedBlocks(editor, before);
      host.send({ type: 'PASTE.PROGRESS', percent: null });
      ended(job);
    };
    // the HTML of blocks read in, for about SLICE_MS; the change made meanwhile is emitted at the end
    const warmSlice = () => {
      const until = performance.now() + SLICE_MS;
      while (state.warm.length && performance.now() < until) {
        const blocks = state.warm[0] ?? [];
        documentHtml(blocks.splice(0, WARM_BLOCKS) as RichTextBlock[], htmlCache);
        if (!blocks.length) state.warm.shift();
      }
      if (!state.warm.length && state.changed) editor.onChange();
    };
    const step = () => {
      timer = undefined;
      const job = state.job;
      if (job?.read) placeHeld(job, PLACE_BLOCKS);
      else if (job) {
        const { blocks, done } = readSlice(job);
        deliver(job, blocks, done);
      } else warmSlice();
      if (state.job || state.warm.length) timer = setTimeout(step, 0);
    };
    const schedule = () => {
      if (timer === undefined && (state.job || state.warm.length)) timer = setTimeout(step, 0);
    };
    finishRef.current = () => {
      const job = state.job;
      if (!job) return;
      if (job.read) return placeHeld(job, Infinity);
      const blocks: Descendant[] = [];
      for (let next = job.parts.next(); !next.done; next = job.parts.next())
        blocks.push(...(next.value as Descendant[]));
      deliver(job, blocks, true);
      if (state.job === job) placeHeld(job, Infinity);
    };
    const offPaste = handlePastedHtml(editor, (html) => {
      finishRef.current();
      if (pictures.refused && !pictures.uploading) {
        pictures.refused = 0;
        report();
      }
      if (html.length < PASTE_IN_PARTS) {
        const blocks = htmlToSlate(html) as Descendant[];
        uploadPictures(takePastedPictures(blocks));
        pasteFragment(editor, blocks);
        return true;
      }
      const job: Incoming = {
        parts: htmlToSlateParts(html, {
          partSize: PASTE_PART_ELEMENTS,
          onProgress: (fraction) => (job.progress = fraction),
        }),
        before: null,
        started: performance.now(),
        progress: 0,
        held: [],
        heldTotal: 0,
        read: false,
      };
      // the first slice is pasted as slate pastes (at least one block, so the paste starts here)
      let { blocks, done } = readSlice(job);
      while (!done && !blocks.length) ({ blocks, done } = readSlice(job));
      uploadPictures(takePastedPictures(blocks));
      if (done) {
        pasteFragment(editor, blocks);
        return true;
      }
      const before = startPastedBlocks(editor, blocks);
      if (!before) {
        // not in a top-level block (a table cell, a list): the whole paste goes in at once
        const rest: Descendant[] = [];
        for (let next = job.parts.next(); !next.done; next = job.parts.next())
          rest.push(...(next.value as Descendant[]));
        uploadPictures(takePastedPictures(rest));
        pasteFragment(editor, [...blocks, ...rest]);
        return true;
      }
      state.warm.push(blocks);
      job.before = before;
      state.job = job;
      schedule();
      return true;
    });
    schedule();
    return () => {
      clearTimeout(timer);
      timer = undefined;
      offPaste();
      clearTimeout(pictures.flush);
      pictures.alive = false;
    };
  }, [editor, host, htmlCache, platform, loginFree]);

  useEffect(() => {
    const flags = { mobile: platform === 'mobile', loginFree };
    const offs = [
      host.on('command', ({ button, value: chosen }) => {
        if (button === 'Source') {
          // the source shows the whole document, also while a long one is still being read
          finishRef.current();
          host.send({
            type: 'SOURCE.OPEN',
            html: documentHtml(editor.children as RichTextBlock[], htmlCache),
          });
        } else {
          runCommand(editor, button, chosen);
          focusDocument(editor);
        }
      }),
      host.on('insert', ({ nodes }) => insertInlines(editor, nodes)),
      host.on('files', ({ kind, files }) => insertInlines(editor, filesToNodes(kind, files, flags))),
      host.on('link', ({ url, text }) => insertLink(editor, url, text)),
      host.on('table', ({ rows, cols }) => insertTable(editor, rows, cols)),
      host.on('source', ({ html }) => {
        replaceDocument(editor, htmlToSlate(html) as Descendant[]);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [host, editor, htmlCache, platform, loginFree]);

  // a dialog that closes (inserted or cancelled) hands the keyboard back to the document
  const dialogOpen = view.dialog !== null;
  const wasDialogOpen = useRef(dialogOpen);
  useEffect(() => {
    if (wasDialogOpen.current && !dialogOpen && !readOnly) focusDocument(editor);
    wasDialogOpen.current = dialogOpen;
  }, [dialogOpen, editor, readOnly]);

  // the surface's props stay the same objects while the user types, so a keystroke that only moves
  // the toolbar's state re-renders the toolbar, never the document (issue 39)
  const latest = useRef({ preview, appShell });
  useEffect(() => {
    latest.current = { preview, appShell };
  });
  const openLabel = preview.viewer.openLabel;
  const content = useMemo(
    (): RichTextEditorView['content'] => ({
      editor,
      initialValue: setup.initialValue,
      onChange: () => {
        setVersion((v) => v + 1);
        const external = replacing.current;
        replacing.current = false;
        const edited = editor.operations.some(
          (op) => op.type !== 'set_selection' && !openingRef.current.ours.has(op),
        );
        openingRef.current.ours.clear();
        // while a long document is still being appended its HTML would lack the rest: the user's
        // change is emitted with the whole document once it is there
        if (openingRef.current.job || openingRef.current.warm.length) {
          openingRef.current.changed ||= edited && !external;
          return;
        }
        const pending = openingRef.current.changed;
        openingRef.current.changed = false;
        if (!pending && (external || !edited)) return;
        const html = documentHtml(editor.children as RichTextBlock[], htmlCache);
        lastHtml.current = html;
        unechoed.current.push(html);
        if (unechoed.current.length > UNECHOED_KEPT) unechoed.current.shift();
        onChangeRef.current?.(html);
      },
      onKeyDown: (event) => {
        const button =
          (event.ctrlKey || event.metaKey) && !event.altKey ? HOTKEYS[event.key.toLowerCase()] : undefined;
        if (!button) return;
        event.preventDefault();
        const target = event.shiftKey && button === 'Undo' ? 'Redo' : button;
        host.send({ type: 'PRESS', button: target });
      },
      onOpenImage: (element) => {
        const { elements, images } = richTextPreviewImages(editor.children, latest.current.appShell);
        const index = elements.indexOf(element);
        if (index >= 0) void latest.current.preview.show(images, index);
      },
      imageLabel: openLabel,
    }),
    [editor, setup, htmlCache, host, openLabel],
  );

  return useMemo(() => {
    void version;
    const active = activeButtons(editor);
    const toolbar = view.toolbar.map((button): RichTextButtonState => ({
      ...button,
      active: button.on || active.has(button.name),
      value: button.name === 'Format' ? activeFormat(editor) : undefined,
    }));
    return {
      ...view,
      toolbar,
      content,
      imageViewer: preview.viewer,
      uploadField: { upload: { params: { ...RICH_TEXT_UPLOAD_PARAMS } }, loginFree },
    };
  }, [view, version, editor, content, loginFree, preview]);
}
