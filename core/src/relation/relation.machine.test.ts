import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { relationTexts } from './messages';
import { connectRelation } from './relation.connect';
import { relationMachine, type RelationFieldInput, type RelationSaveInput } from './relation.machine';

const DOCS = [
  { targetId: 'd1', targetName: 'Plan', secretLevel: 10 },
  { targetId: 'd2', targetName: 'Budget', status: 'finished', secretLevel: 30 },
  { targetId: 'd3', targetName: 'Old', isDeleted: true },
];

function start(
  input: Partial<RelationFieldInput>,
  save: (input: RelationSaveInput) => Promise<void> = async () => {},
) {
  const saved: RelationSaveInput[] = [];
  const machine = relationMachine.provide({
    actors: {
      save: fromPromise<void, RelationSaveInput>(({ input: call }) => {
        saved.push(call);
        return save(call);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { kind: 'document', target: { entityId: 'card-1', module: 'crm' }, selfId: 'card-1', ...input },
  }).start();
  const refused: string[] = [];
  actor.on('refused', (event) => refused.push(event.selfId));
  const view = (locale: 'zh_CN' | 'en_US' = 'en_US') =>
    connectRelation(actor.getSnapshot(), actor.send, connectEnv(relationTexts, locale, 'desktop'));
  return { actor, saved, refused, view };
}

describe('relation machine and view (spec 4, 8)', () => {
  it('shows the placeholder, the add label and the rows marked finished or deleted', () => {
    expect(start({}).view()).toMatchObject({
      rows: [],
      placeholder: 'Not associated',
      addLabel: 'Add document',
    });
    expect(start({ kind: 'mainline' }).view('zh_CN').addLabel).toBe('添加项目');
    const { view } = start({ items: DOCS });
    expect(view().rows.map((row) => [row.id, row.status, row.statusText])).toEqual([
      ['d1', null, undefined],
      ['d2', 'finished', 'Finished'],
      ['d3', 'deleted', 'Deleted'],
    ]);
  });

  it('links each row to its record through the host spec; a safe linkUrl wins; deleted rows have none', () => {
    const { view } = start({
      items: [
        ...DOCS,
        { targetId: 'd4', targetName: 'Site', linkUrl: 'https://docs.example.com/d4' },
        { targetId: 'd5', targetName: 'Bad', linkUrl: `${['java', 'script:'].join('')}alert(1)` },
      ],
      detailLink: ({ module }) => ({ type: 'module', rootPath: '/', modulePath: `/${module}/detail` }),
    });
    expect(view().rows.map((row) => [row.id, row.href])).toEqual([
      ['d1', '/crm/detail/d1'],
      ['d2', '/crm/detail/d2'],
      ['d3', undefined],
      ['d4', 'https://docs.example.com/d4'],
      ['d5', '/crm/detail/d5'],
    ]);
    // a picked record keeps the address it came with
    view().pick([{ id: 'd6', name: 'New', linkUrl: '/docs/d6' }]);
    expect(view().rows.find((row) => row.id === 'd6')?.href).toBe('/docs/d6');
    expect(start({ items: DOCS }).view().rows[0]?.href).toBeUndefined();
  });

  it.each([
    ['document', 'Add document'],
    ['mainline', 'Add project'],
    ['tag', 'New tag'],
    ['task', 'Add task'],
    ['marketactivity', 'Add activity'],
    ['calendar', 'Add schedule'],
    ['customer', 'Add customer'],
  ])('labels the %s add button "%s" (spec 8)', (kind, label) => {
    expect(start({ kind }).view().addLabel).toBe(label);
  });

  it('drops entries below the form secret level from the data', () => {
    const { view } = start({ items: DOCS, formSecretLevel: 20 });
    expect(view().rows.map((row) => row.id)).toEqual(['d2', 'd3']);
  });

  it('sends only the difference of a pick, then of a removal', async () => {
    const { actor, saved, view } = start({ items: DOCS.slice(0, 1) });
    view().pick([
      { id: 'd1', name: 'Plan' },
      { id: 'd4', name: 'Memo' },
      { id: 'd5', name: 'Notes' },
    ]);
    expect(view().saving).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(saved).toEqual([
      { kind: 'document', target: { entityId: 'card-1', module: 'crm' }, add: ['d4', 'd5'], remove: [] },
    ]);
    view()
      .rows.find((row) => row.id === 'd4')
      ?.remove();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(saved[1]).toMatchObject({ add: [], remove: ['d4'] });
    expect(view().rows.map((row) => row.id)).toEqual(['d1', 'd5']);
  });

  it('refuses a self link with the info message and sends nothing for it', async () => {
    const { actor, saved, view, refused } = start({ items: [] });
    view().pick([{ id: 'card-1', name: 'This card' }]);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(saved).toEqual([]);
    expect(refused).toEqual(['card-1']);
    expect(view().info).toBe('Cannot link to itself');
    expect(view().rows).toEqual([]);
    view().dismissInfo();
    expect(view().info).toBeUndefined();
  });

  it('restores the links and says why when the save fails', async () => {
    const { actor, view } = start({ items: DOCS.slice(0, 1) }, () => Promise.reject(new Error('offline')));
    view().pick([{ id: 'd9', name: 'New' }]);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(view().rows.map((row) => row.id)).toEqual(['d1']);
    expect(view().error).toBe('The links could not be saved: Please try again later.');
  });

  it("says the network failed, never the client's text (issue 35 item 10)", async () => {
    const { actor, view } = start({ items: [] }, () => Promise.reject(new TypeError('Failed to fetch')));
    view().pick([{ id: 'd9', name: 'New' }]);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(view().error).toBe(
      'The links could not be saved: The server cannot be reached. Check the connection and try again.',
    );
  });

  it('takes no change when read-only (free module)', () => {
    const { view, saved } = start({ items: DOCS.slice(0, 1), readOnly: true });
    view().pick([]);
    view().rows[0]?.remove();
    expect(saved).toEqual([]);
    expect(view().readOnlyText).toBe('The module is not enabled: related records are read-only');
  });
});
