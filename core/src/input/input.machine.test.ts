import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import type { Locale } from '../i18n';
import { inputTexts } from './messages';
import { connectInput } from './input.connect';
import { inputMachine, type InputInput } from './input.machine';

function start(input: InputInput, locale: Locale = 'zh_CN') {
  const actor = createActor(inputMachine, { input }).start();
  const changes: string[] = [];
  let clears = 0;
  actor.on('change', (event) => changes.push(event.value));
  actor.on('clear', () => (clears += 1));
  const view = () => connectInput(actor.getSnapshot(), actor.send, connectEnv(inputTexts, locale, 'mobile'));
  return { actor, changes, view, clears: () => clears };
}

describe('input machine and view (spec 2.3)', () => {
  it('cuts typing to the most length, counts it and reports it', () => {
    const { view, changes } = start({ label: '名称', maxLength: 5 });
    expect(view()).toMatchObject({
      value: '',
      placeholder: '请输入名称',
      counter: { text: '0/5' },
      clear: { visible: false, label: '清除内容' },
    });
    view().setValue('中abc');
    expect(view().value).toBe('中ab');
    expect(view().counter).toEqual({ text: '5/5', label: '已输入 5，最多 5（中文字符计 3）' });
    expect(view().clear.visible).toBe(true);
    expect(changes).toEqual(['中ab']);
  });

  it('shows a composition as typed and cuts and reports it when it ends', () => {
    const { view, changes } = start({ maxLength: 4 });
    view().compose('zhong');
    expect(view()).toMatchObject({ value: 'zhong', counter: { text: '5/4' } });
    expect(changes).toEqual([]);
    view().setValue('中文');
    expect(view().value).toBe('中');
    expect(changes).toEqual(['中']);
    const controlled = start({ value: 'a' });
    controlled.view().compose('ab');
    expect(controlled.view().value).toBe('ab');
    controlled.view().setValue('a啊');
    expect(controlled.view().value).toBe('a');
    expect(controlled.changes).toEqual(['a啊']);
  });

  it('clears and says so', () => {
    const { view, changes, clears } = start({ defaultValue: 'abc' });
    expect(view().counter).toBeNull();
    view().clearValue();
    expect(view().value).toBe('');
    expect(changes).toEqual(['']);
    expect(clears()).toBe(1);
  });

  it('only reports edits when controlled, and follows the synced value', () => {
    const { actor, view, changes } = start({ value: 'a', maxLength: 3 });
    view().setValue('abcdef');
    expect(view().value).toBe('a');
    expect(changes).toEqual(['abc']);
    actor.send({ type: 'VALUE.SYNC', value: 'abcdef' });
    expect(view().value).toBe('abc');
    actor.send({ type: 'VALUE.SYNC', value: undefined });
    view().setValue('x');
    expect(view().value).toBe('x');
  });

  it('shows the required message once left or validated, the host message first', () => {
    const { actor, view } = start({ label: 'Name', required: true }, 'en_US');
    expect(view()).toMatchObject({ required: true, error: undefined, invalid: false });
    view().blur();
    expect(view()).toMatchObject({ error: 'Name is required', invalid: true });
    view().setValue('  ');
    expect(view().error).toBe('Name is required');
    view().setValue('Ann');
    expect(view().error).toBeUndefined();
    actor.send({ type: 'CONFIGURE', options: { label: 'Name', required: true, error: 'Taken' } });
    expect(view().error).toBe('Taken');
    const plain = start({ required: true }, 'en_US');
    plain.view().validate();
    expect(plain.view().error).toBe('This field is required');
  });

  it('read-only shows the value or the empty text and takes no edit', () => {
    const { view, changes } = start({ readOnly: true, required: true, label: 'X' });
    expect(view()).toMatchObject({ text: '—', empty: true, placeholder: '', required: false });
    view().setValue('a');
    view().clearValue();
    view().validate();
    expect(changes).toEqual([]);
    expect(view().error).toBeUndefined();
    const filled = start({ readOnly: true, defaultValue: 'abc' });
    expect(filled.view()).toMatchObject({ text: 'abc', empty: false, clear: { visible: false } });
  });

  it('disabled takes no edit; CONFIGURE re-cuts the value', () => {
    const { actor, view, changes } = start({ disabled: true, defaultValue: 'abcdef' });
    view().setValue('x');
    expect(changes).toEqual([]);
    actor.send({ type: 'CONFIGURE', options: { maxLength: 2 } });
    expect(view()).toMatchObject({ value: 'ab', counter: { text: '2/2' }, disabled: false });
  });

  it('names the box by its label, the host aria label or the placeholder', () => {
    expect(start({ label: 'L', ariaLabel: 'A' }).view().ariaLabel).toBe('L');
    expect(start({ ariaLabel: 'A' }).view().ariaLabel).toBe('A');
    expect(start({}, 'en_US').view().ariaLabel).toBe('Enter text');
  });
});
