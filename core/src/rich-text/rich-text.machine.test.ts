import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectRichText, type RichTextView } from './rich-text.connect';
import {
  richTextMachine,
  type MentionCandidate,
  type RichTextEmitted,
  type RichTextInput,
} from './rich-text.machine';
import { richTextTexts } from './messages';

function start(
  input: Partial<RichTextInput> = {},
  search?: (keyword: string) => Promise<MentionCandidate[]>,
) {
  const machine = richTextMachine.provide({
    actors: {
      searchPeople: fromPromise(({ input: { keyword } }: { input: { keyword: string } }) =>
        (search ?? (() => Promise.resolve([])))(keyword),
      ),
    },
  });
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { buttons: ['Bold', 'Link', 'Table', 'Image', 'Mention', 'Source'], ...input },
  });
  const emitted: RichTextEmitted[] = [];
  for (const type of ['command', 'insert', 'files', 'table', 'link', 'source'] as const)
    actor.on(type, (e) => emitted.push(e));
  actor.start();
  const view = (platform: 'desktop' | 'mobile' = input.mobile ? 'mobile' : 'desktop'): RichTextView =>
    connectRichText(actor.getSnapshot(), actor.send, connectEnv(richTextTexts, 'en_US', platform));
  return { actor, emitted, view };
}

const button = (view: RichTextView, name: string) => {
  const found = view.toolbar.find((b) => b.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('rich text machine and view', () => {
  it('gives the spec toolbar: full mode, Maximize on desktop, labels and heights (spec 5, 9)', () => {
    const { view } = start();
    const v = view();
    expect(v.mode).toBe('full');
    expect(v.toolbar.map((b) => b.name)).toEqual([
      'Bold',
      'Link',
      'Table',
      'Image',
      'Mention',
      'Source',
      'Maximize',
    ]);
    expect(button(v, 'Bold')).toMatchObject({
      kind: 'toggle',
      label: 'Bold',
      testId: 'rich-text-button-Bold',
    });
    expect(v.height).toBe(200);
    expect(v.toolbarFontSize).toBe('var(--font-size-12)');
  });

  it('mobile drops Maximize, a public deployment drops Source', () => {
    const { view } = start({ mobile: true, publicDeployment: true, buttons: ['Bold', 'Source', 'Maximize'] });
    expect(view().toolbar.map((b) => b.name)).toEqual(['Bold']);
    expect(view().mode).toBe('simple');
    expect(view().toolbarFontSize).toBe('var(--font-size-14)');
  });

  it('sends formatting presses to the document and toggles maximize', () => {
    const { view, emitted } = start();
    button(view(), 'Bold').press();
    expect(emitted).toEqual([{ type: 'command', button: 'Bold', value: undefined }]);
    button(view(), 'Maximize').press();
    expect(view().maximized).toBe(true);
    expect(button(view(), 'Maximize').label).toBe('Restore');
  });

  it('refuses a table over 100 rows, then inserts a valid one', () => {
    const { view, emitted } = start();
    button(view(), 'Table').press();
    const dialog = view().dialog;
    if (dialog?.kind !== 'table') throw new Error('table dialog');
    dialog.setRows(101);
    (view().dialog as { submit(): void }).submit();
    expect(view().dialog).toMatchObject({
      kind: 'table',
      error: 'Exceeded the maximum row and column count of 100, please re-enter',
    });
    expect(emitted).toEqual([]);
    const again = view().dialog;
    if (again?.kind !== 'table') throw new Error('table dialog');
    again.setRows(4);
    again.setCols(2);
    (view().dialog as { submit(): void }).submit();
    expect(emitted).toEqual([{ type: 'table', rows: 4, cols: 2 }]);
    expect(view().dialog).toBeNull();
  });

  it('refuses an unsafe link and normalises a bare host', () => {
    const { view, emitted } = start();
    button(view(), 'Link').press();
    const dialog = () => view().dialog as Extract<RichTextView['dialog'], { kind: 'link' }>;
    dialog().setUrl(['java', 'script:alert(1)'].join(''));
    dialog().submit();
    expect(dialog().error).toBe('The link address is not valid or not safe, please re-enter');
    dialog().setUrl('example.com');
    dialog().setText('Example');
    dialog().submit();
    expect(emitted).toEqual([{ type: 'link', url: 'https://example.com', text: 'Example' }]);
  });

  it('hands uploaded files to the document with the platform flags (spec 7)', () => {
    const { view, emitted } = start({ mobile: true });
    button(view(), 'Image').press();
    const dialog = view().dialog;
    if (dialog?.kind !== 'image') throw new Error('image dialog');
    expect(dialog.flags).toEqual({ mobile: true, loginFree: false });
    dialog.insert([{ fileId: '42', name: 'a.png', size: 1 }]);
    expect(emitted).toEqual([
      { type: 'files', kind: 'image', files: [{ fileId: '42', name: 'a.png', size: 1 }] },
    ]);
    expect(view().dialog).toBeNull();
  });

  it('searches people for a mention, shows a failure with retry, and inserts the pick', async () => {
    let fail = true;
    const { actor, view, emitted } = start({}, async (keyword) => {
      if (fail) throw new Error('down');
      return [{ id: 'u1', name: `Li ${keyword}` }];
    });
    button(view(), 'Mention').press();
    await waitFor(actor, (s) => s.context.peopleStatus === 'error');
    expect(view().dialog).toMatchObject({
      kind: 'mention',
      status: 'error',
      errorText: 'Could not load people',
    });
    fail = false;
    (view().dialog as Extract<RichTextView['dialog'], { kind: 'mention' }>).search('Lei');
    await waitFor(actor, (s) => s.context.peopleStatus === 'ready');
    const dialog = view().dialog as Extract<RichTextView['dialog'], { kind: 'mention' }>;
    expect(dialog.people.map((p) => p.name)).toEqual(['Li Lei']);
    dialog.people[0]?.pick();
    expect(emitted).toEqual([
      { type: 'insert', nodes: [{ type: 'mention', id: 'u1', name: 'Li Lei', children: [{ text: '' }] }] },
    ]);
  });

  it('hands the source view back to the document and ignores presses while read-only', () => {
    const { actor, view, emitted } = start();
    actor.send({ type: 'SOURCE.OPEN', html: '<p>a</p>' });
    expect(view().source?.html).toBe('<p>a</p>');
    expect(button(view(), 'Bold').disabled).toBe(true);
    view().source?.change('<p>b</p>');
    button(view(), 'Source').press();
    expect(emitted).toEqual([{ type: 'source', html: '<p>b</p>' }]);
    actor.send({ type: 'READONLY.SET', readOnly: true });
    button(view(), 'Bold').press();
    button(view(), 'Table').press();
    expect(emitted).toHaveLength(1);
    expect(view().dialog).toBeNull();
  });
});
