import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { secretLevelTexts } from './messages';
import { connectSecretLevel } from './secret-level.connect';
import {
  secretLevelMachine,
  type SecretLevelFetchInput,
  type SecretLevelFieldInput,
} from './secret-level.machine';
import type { SecretLevelOption, SecretLevelValue } from './secret-level.types';

const OPTIONS: SecretLevelOption[] = [
  { id: 1, name: 'Public' },
  { id: 2, name: 'Internal', isDefault: true },
  { id: 3, name: 'Secret' },
  { id: 4, name: 'Old', canceled: true },
];

function start(
  input: SecretLevelFieldInput,
  fetch: (input: SecretLevelFetchInput) => Promise<SecretLevelOption[]>,
) {
  const asked: SecretLevelFetchInput[] = [];
  const machine = secretLevelMachine.provide({
    actors: {
      fetchOptions: fromPromise<SecretLevelOption[], SecretLevelFetchInput>(({ input: query }) => {
        asked.push(query);
        return fetch(query);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const changes: { value: SecretLevelValue; error: string | null }[] = [];
  actor.on('change', (event) => changes.push({ value: event.value, error: event.error }));
  const view = (locale: 'zh_CN' | 'en_US' = 'en_US') =>
    connectSecretLevel(actor.getSnapshot(), actor.send, connectEnv(secretLevelTexts, locale, 'desktop'));
  return { actor, asked, changes, view };
}

describe('secret-level machine and view (spec 5, 6, 8)', () => {
  it('fetches the options of the employee, leaves canceled ones out and starts from the default', async () => {
    const { actor, asked, view, changes } = start({ employeeId: 'u7', module: 'crm' }, async () => OPTIONS);
    expect(view().status).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual([{ employeeId: 'u7', module: 'crm', secLevel: undefined }]);
    expect(view().options.map((option) => option.id)).toEqual([1, 2, 3]);
    expect(view().options[1]?.label).toBe('Internal (default)');
    expect(view().secretLevel).toBe(2);
    expect(changes).toEqual([{ value: { secretLevel: 2, secretLevelValidity: '' }, error: null }]);
  });

  it('gives empty options silently when the fetch fails', async () => {
    const { actor, view, changes } = start({ employeeId: 'u7' }, () => Promise.reject(new Error('500')));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(view()).toMatchObject({ options: [], empty: true, status: 'ready' });
    expect(view().error).toBeUndefined();
    expect(changes).toEqual([]);
  });

  it('shows the spec 5 message for a bad period once touched, in the locale', async () => {
    const { actor, view, changes } = start(
      { options: OPTIONS, required: true, defaultValue: { secretLevel: 3 } },
      async () => [],
    );
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(view().error).toBeUndefined();
    view().validate();
    expect(view().error).toBe('Please enter the secret period');
    view().setValidity('12345');
    expect(view().error).toBe('The secret period cannot be pure digits');
    expect(view('zh_CN').error).toBe('保密期限不能为纯数字');
    expect(changes.at(-1)).toEqual({
      value: { secretLevel: 3, secretLevelValidity: '12345' },
      error: 'secret-level.error.periodDigits',
    });
    view().setValidity('10 years');
    expect(view().error).toBeUndefined();
    expect(view().readOnlyText).toBe(`${view().levelText} · 10 years`);
    view().pick(null);
    expect(view()).toMatchObject({
      secretLevel: undefined,
      showValidity: false,
      levelText: 'None',
      readOnlyText: 'None',
      chosenLevels: [],
    });
  });

  it('filters the levels offered and keeps a controlled value until the host syncs it', async () => {
    const { actor, view, changes } = start(
      { options: OPTIONS, value: { secretLevel: 1 }, filter: { level: 2, mode: 'atOrAbove' } },
      async () => [],
    );
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(view().options.map((option) => option.id)).toEqual([2, 3]);
    expect(view().levelText).toBe('Public');
    expect(view().chosenLevels).toHaveLength(1);
    expect(view().choices.map((choice) => choice.value)).toEqual(view().options.map((option) => option.id));
    view().pick(3);
    expect(view().secretLevel).toBe(1);
    expect(changes.at(-1)?.value.secretLevel).toBe(3);
    actor.send({ type: 'VALUE.SYNC', value: { secretLevel: 3, secretLevelValidity: 'x' } });
    expect(view()).toMatchObject({ secretLevel: 3, secretLevelValidity: 'x', showValidity: true });
  });

  it('takes no input when read-only', async () => {
    const { actor, view, changes } = start({ options: OPTIONS, readOnly: true }, async () => []);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    view().pick(1);
    expect(view().secretLevel).toBeUndefined();
    expect(changes).toEqual([]);
  });

  it('fetches again for another employee', async () => {
    const { actor, asked } = start({ employeeId: 'u1' }, async () => OPTIONS);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'RELOAD', employeeId: 'u2' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked.map((query) => query.employeeId)).toEqual(['u1', 'u2']);
  });
});
