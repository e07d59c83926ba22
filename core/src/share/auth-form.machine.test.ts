import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { authFormMachine, changeAuthValues, type AuthFormInput } from './auth-form.machine';
import { shareTexts } from './messages';
import { connectAuthForm } from './share.connect';
import { emptyAuthValues, parseAuthForm } from './share.logic';
import type { AuthFormData, ShareMatrixItem } from './share.types';

const matrix: ShareMatrixItem[] = [
  {
    id: 'm1',
    groupType: 'dept',
    itemName: 'Department leaders',
    matrixId: 'mx',
    matrixValueId: 'v1',
    condition: [
      {
        fieldId: 'owner',
        fieldName: 'Owner',
        in: '',
        type: 'resource',
        virtualId: 'x',
        content: 'u1,u2',
        contentName: 'Chen Chaolei, Wu Chao',
        operate: 'in',
      },
    ],
    matrixRules: [
      { fieldId: 'seclevel', in: '', type: 'number', virtualId: 'y', content: '10', operate: 'gt' },
    ],
  },
];

function start(
  input: AuthFormInput,
  form: Partial<AuthFormData> = {},
  options: { failSave?: boolean; failLoad?: number } = {},
) {
  const saved: Record<string, unknown>[] = [];
  const loads: { mode: string; id: string | null }[] = [];
  let failLoad = options.failLoad ?? 0;
  const actor = createActor(
    authFormMachine.provide({
      actors: {
        loadForm: fromPromise<AuthFormData, { mode: 'add' | 'edit'; id: string | null }>(
          async ({ input: query }) => {
            loads.push(query);
            if (failLoad-- > 0) throw new Error('down');
            return { ...parseAuthForm({}), matrixId: 'mx', ...form };
          },
        ),
        loadMatrixItems: fromPromise<ShareMatrixItem[], { matrixId: string }>(async () => matrix),
        saveShare: fromPromise<void, { params: Record<string, unknown> }>(async ({ input: save }) => {
          if (options.failSave) throw new Error('nope');
          saved.push(save.params);
        }),
      },
    }),
    { input },
  ).start();
  const events: string[] = [];
  actor.on('saved', () => events.push('saved'));
  const view = () =>
    connectAuthForm(actor.getSnapshot(), actor.send, connectEnv(shareTexts, 'en_US', input.platform));
  return { actor, view, saved, loads, events };
}

describe('auth form machine (spec 3, 4)', () => {
  it('adds by default: form query, matrix items shown per condition', async () => {
    const { actor, view, loads } = start({ platform: 'desktop' });
    expect(view().status).toBe('loading');
    await waitFor(actor, (s) => s.matches({ editing: { matrix: 'ready' } }));
    expect(loads).toEqual([{ mode: 'add', id: null }]);
    expect(view().mode).toBe('add');
    expect(view().title).toBe('Add share');
    expect(view().targetType.options).toHaveLength(11);
    expect(view().matrix.items).toEqual([
      {
        id: 'm1',
        name: 'Department leaders',
        conditions: [
          { key: 'm1-0', text: 'Owner in Chen Chaolei, Wu Chao' },
          { key: 'm1-1', text: 'seclevel above 10' },
        ],
      },
    ]);
  });

  it('edit loads the share by id and saves with it', async () => {
    const { actor, view, saved, loads, events } = start(
      { platform: 'desktop', mode: 'edit', id: 's7' },
      {
        values: {
          ...emptyAuthValues(),
          targetType: 'role',
          targets: [{ id: 'r1', type: 'role', name: 'Manager' }],
        },
      },
    );
    await waitFor(actor, (s) => s.matches('editing'));
    expect(loads).toEqual([{ mode: 'edit', id: 's7' }]);
    expect(view().title).toBe('Edit share');
    expect(view().roleLevel.visible).toBe(true);
    view().roleLevel.set(1);
    view().save();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saved).toEqual([
      {
        id: 's7',
        targetType: 'role',
        objType: 10,
        targetId: 'r1',
        targetName: 'Manager',
        seclevel: '0-100',
        role_level: 1,
        subordinate: false,
      },
    ]);
    expect(events).toEqual(['saved']);
  });

  it('edit without an id is an add', () => {
    const { actor } = start({ platform: 'mobile', mode: 'edit' });
    expect(actor.getSnapshot().context.mode).toBe('add');
  });

  it('refuses to save without targets or with a bad range, and says why', async () => {
    const { actor, view, saved } = start({ platform: 'desktop' });
    await waitFor(actor, (s) => s.matches('editing'));
    view().save();
    expect(view().targets.error).toBe('Pick at least one target');
    view().targets.set([{ id: 'u1', type: 'resource', name: 'Wang' }]);
    expect(view().targets.error).toBeNull();
    view().seclevel.set(50, 10);
    expect(view().seclevel.error).toMatch(/from 0 to 100/);
    view().save();
    expect(saved).toEqual([]);
    view().seclevel.set(10, 50);
    view().save();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saved[0]).toMatchObject({ targetType: 'user', objType: 1, targetId: 'u1', seclevel: '10-50' });
  });

  it('another target type drops the picks; subordinate only for departments and subcompanies', async () => {
    const values = {
      ...emptyAuthValues(),
      targetType: 'dept' as const,
      subordinate: true,
      targets: [{ id: 'd', type: 'department', name: 'D' }],
    };
    expect(changeAuthValues(values, { targetType: 'subcompany' })).toMatchObject({
      targets: [],
      subordinate: true,
    });
    expect(changeAuthValues(values, { targetType: 'user' })).toMatchObject({
      targets: [],
      subordinate: false,
    });
    expect(changeAuthValues(values, { seclevelMin: 3 }).targets).toHaveLength(1);
    const { actor, view } = start({ platform: 'desktop' });
    await waitFor(actor, (s) => s.matches('editing'));
    view().targetType.set('all');
    expect(view().targets.browserType).toBeNull();
    expect(view().subordinate.visible).toBe(false);
    view().targetType.set('dept');
    expect(view().targets.browserType).toBe('department');
    expect(view().subordinate.visible).toBe(true);
    view().targetType.set('position');
    expect(view().positionLevel.visible).toBe(true);
  });

  it('a failed load offers retry; a failed save says so and stays', async () => {
    const { actor, view } = start(
      { platform: 'desktop' },
      { values: { ...emptyAuthValues(), targetType: 'all' } },
      { failLoad: 1, failSave: true },
    );
    await waitFor(actor, (s) => s.matches('failure'));
    expect(view().status).toBe('error');
    expect(view().statusText).toBe('The form could not be loaded. Please try again later.');
    view().retry();
    await waitFor(actor, (s) => s.matches('editing'));
    view().save();
    await waitFor(actor, (s) => s.context.saveError !== null);
    expect(view().saveError).toBe('The share was not saved. Please try again later.');
    expect(actor.getSnapshot().matches({ editing: { form: 'idle' } })).toBe(true);
  });
});
