import { createActor } from 'xstate';
import type { Locale } from '../i18n';
import type { Platform } from '../shared/platform';
import { connectEnv } from '../shared/connect';
import { checkboxTexts } from './messages';
import { connectCheckbox } from './checkbox.connect';
import { checkboxMachine, type CheckboxInput } from './checkbox.machine';

const options = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
  { value: 'c', label: '丙' },
  { value: 'x', label: '丁', disabled: true },
];

function start(input: Partial<CheckboxInput>, locale: Locale = 'zh_CN', platform: Platform = 'mobile') {
  const actor = createActor(checkboxMachine, { input: { options, ...input } }).start();
  const changes: string[][] = [];
  actor.on('change', (event) => changes.push(event.value));
  const view = () =>
    connectCheckbox(actor.getSnapshot(), actor.send, connectEnv(checkboxTexts, locale, platform));
  return { actor, changes, view };
}

describe('checkbox machine and view (spec 2.3)', () => {
  it('ticks and unticks, reporting the values in option order', () => {
    const { view, changes } = start({ defaultValue: ['b'] });
    view().toggle('a');
    expect(view().value).toEqual(['a', 'b']);
    view().toggle('b');
    expect(view().value).toEqual(['a']);
    view().toggle('x');
    expect(changes).toEqual([['a', 'b'], ['a']]);
    expect(view().items.map((i) => [i.testId, i.checked, i.disabled])).toEqual([
      ['checkbox-a', true, false],
      ['checkbox-b', false, false],
      ['checkbox-c', false, false],
      ['checkbox-x', false, true],
    ]);
  });

  it('blocks the other boxes at the cap and counts', () => {
    const { view } = start({ max: 2, defaultValue: ['a'] });
    expect(view()).toMatchObject({ countText: '已选 1/2', full: false });
    view().toggle('c');
    expect(view()).toMatchObject({ countText: '已选 2/2', full: true });
    expect(view().items.find((i) => i.value === 'b')?.disabled).toBe(true);
    view().toggle('b');
    expect(view().value).toEqual(['a', 'c']);
  });

  it('only reports ticks when controlled and follows the synced values', () => {
    const { actor, view, changes } = start({ value: ['a'] });
    view().toggle('b');
    expect(view().value).toEqual(['a']);
    expect(changes).toEqual([['a', 'b']]);
    actor.send({ type: 'VALUE.SYNC', value: ['a', 'b', 'gone'] });
    expect(view().value).toEqual(['a', 'b']);
  });

  it('says a required group is empty once used or validated', () => {
    const { view } = start({ label: '兴趣', required: true, defaultValue: ['a'] }, 'en_US');
    expect(view().error).toBeUndefined();
    view().toggle('a');
    expect(view()).toMatchObject({ error: 'Choose 兴趣', invalid: true, required: true });
    view().toggle('b');
    expect(view().error).toBeUndefined();
    const plain = start({ required: true }, 'en_US');
    plain.view().validate();
    expect(plain.view().error).toBe('Choose an option');
  });

  it('read-only lists the ticked labels or the empty text and takes no tick', () => {
    const { view, changes } = start({ readOnly: true, defaultValue: ['c', 'a'] });
    expect(view()).toMatchObject({ text: '甲、丙', empty: false, readOnly: true });
    view().toggle('b');
    expect(changes).toEqual([]);
    expect(start({ readOnly: true }, 'en_US').view()).toMatchObject({ text: '—', empty: true });
    expect(start({ readOnly: true, defaultValue: ['a', 'b'] }, 'en_US').view().text).toBe('甲, 乙');
  });

  it('lays out by platform and layout, and follows new options', () => {
    expect(start({}).view()).toMatchObject({ layout: 'vertical', columns: 1 });
    expect(start({}, 'zh_CN', 'desktop').view()).toMatchObject({ layout: 'horizontal', columns: null });
    const { actor, view } = start({ layout: 'grid', defaultValue: ['a', 'c'] });
    expect(view().rows.map((row) => row.length)).toEqual([4]);
    actor.send({
      type: 'CONFIGURE',
      options: { options: options.slice(0, 2), layout: 'grid', columns: 1, disabled: true },
    });
    expect(view()).toMatchObject({ value: ['a'], columns: 1, disabled: true });
    expect(view().items.every((i) => i.disabled)).toBe(true);
  });
});
