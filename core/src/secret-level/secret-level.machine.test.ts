import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { secretLevelTexts } from './messages';
import { connectSecretLevel } from './secret-level.connect';
import {
  secretLevelMachine,
  type SecretLevelFetchInput,
  type SecretLevelFieldInput,
  type SecretLevelSettingsInput,
} from './secret-level.machine';
import type { SecretLevelSettings } from './secret-level.settings';
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
  settings: (input: SecretLevelSettingsInput) => Promise<SecretLevelSettings> = () =>
    Promise.reject(new Error('no settings')),
) {
  const asked: SecretLevelFetchInput[] = [];
  const settingsAsked: SecretLevelSettingsInput[] = [];
  const machine = secretLevelMachine.provide({
    actors: {
      fetchOptions: fromPromise<SecretLevelOption[], SecretLevelFetchInput>(({ input: query }) => {
        asked.push(query);
        return fetch(query);
      }),
      fetchSettings: fromPromise<SecretLevelSettings, SecretLevelSettingsInput>(({ input: query }) => {
        settingsAsked.push(query);
        return settings(query);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const changes: { value: SecretLevelValue; error: string | null }[] = [];
  actor.on('change', (event) => changes.push({ value: event.value, error: event.error }));
  const view = (locale: 'zh_CN' | 'en_US' = 'en_US') =>
    connectSecretLevel(actor.getSnapshot(), actor.send, connectEnv(secretLevelTexts, locale, 'desktop'));
  return { actor, asked, settingsAsked, changes, view };
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

  it("follows the host's renamed levels, but never replaces fetched ones", async () => {
    const host = start(
      { options: OPTIONS, readOnly: true, value: { secretLevel: 3, secretLevelValidity: '10年' } },
      async () => [],
    );
    await waitFor(host.actor, (snapshot) => snapshot.matches('ready'));
    expect(host.view().readOnlyText).toBe('Secret · 10年');
    host.actor.send({ type: 'OPTIONS.SYNC', options: OPTIONS.map((o) => ({ ...o, name: `${o.name}!` })) });
    host.actor.send({ type: 'VALUE.SYNC', value: { secretLevel: 3, secretLevelValidity: '10 years' } });
    expect(host.view().readOnlyText).toBe('Secret! · 10 years');
    const fetched = start({ employeeId: 'u1' }, async () => OPTIONS);
    await waitFor(fetched.actor, (snapshot) => snapshot.matches('ready'));
    fetched.actor.send({ type: 'OPTIONS.SYNC', options: [{ id: 9, name: 'Other' }] });
    expect(fetched.view().options.map((option) => option.id)).toEqual([1, 2, 3]);
  });

  it('fetches again for another employee', async () => {
    const { actor, asked } = start({ employeeId: 'u1' }, async () => OPTIONS);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'RELOAD', employeeId: 'u2' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked.map((query) => query.employeeId)).toEqual(['u1', 'u2']);
  });

  describe("the server's settings (spec 7 querySecelInfo, getResourceInfo4Component, getAttSetting)", () => {
    const SERVER: SecretLevelSettings = { required: true, pattern: '^\\d+年$', personLevel: 2 };

    it("checks the period by the module's pattern and offers no level above the person's", async () => {
      const { actor, view, settingsAsked } = start(
        { employeeId: 'u2', module: 'crm', entityId: 'r9' },
        async () => OPTIONS,
        async () => SERVER,
      );
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      expect(settingsAsked).toEqual([{ employeeId: 'u2', module: 'crm', entityId: 'r9', attachment: false }]);
      expect(view().options.map((option) => option.id)).toEqual([1, 2]);
      expect(view().validityRequired).toBe(true);
      // the default level is the field's own pick: no message until the user acts
      expect(view().secretLevel).toBe(2);
      expect(view().error).toBeUndefined();
      view().validate();
      expect(view().errorKey).toBe('secret-level.error.periodRequired');
      view().setValidity('ten');
      expect(view().errorKey).toBe('secret-level.error.periodFormat');
      view().setValidity('10年');
      expect(view().error).toBeUndefined();
    });

    it('lets the host props win', async () => {
      const { actor, view } = start(
        { options: OPTIONS, required: false, pattern: '^x$', filter: { level: 3, mode: 'atOrAbove' } },
        async () => [],
        async () => SERVER,
      );
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      expect(view().options.map((option) => option.id)).toEqual([3]);
      expect(view().validityRequired).toBe(false);
      view().setValidity('x');
      expect(view().error).toBeUndefined();
      actor.send({ type: 'CONFIGURE', rules: {} });
      expect(view().validityRequired).toBe(true);
    });

    it("starts an attachment from its setting's level and keeps it when the level may not change", async () => {
      const { actor, view, changes } = start(
        { options: OPTIONS, attachment: true },
        async () => [],
        async () => ({ editable: false, defaultLevel: 1 }),
      );
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      expect(view().readOnly).toBe(true);
      expect(changes).toEqual([]);
      const editable = start(
        { options: OPTIONS, attachment: true },
        async () => [],
        async () => ({ defaultLevel: 1 }),
      );
      await waitFor(editable.actor, (snapshot) => snapshot.matches('ready'));
      expect(editable.view().secretLevel).toBe(1);
    });

    it('reads nothing for a read-only field, and the host rules alone when the calls fail', async () => {
      const readOnly = start(
        { options: OPTIONS, readOnly: true },
        async () => [],
        async () => SERVER,
      );
      await waitFor(readOnly.actor, (snapshot) => snapshot.matches('ready'));
      expect(readOnly.settingsAsked).toEqual([]);
      const failing = start({ options: OPTIONS, required: true }, async () => []);
      await waitFor(failing.actor, (snapshot) => snapshot.matches('ready'));
      expect(failing.view().options).toHaveLength(3);
      expect(failing.view().validityRequired).toBe(true);
    });
  });
});
