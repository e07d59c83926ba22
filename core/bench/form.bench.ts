// Forms (issue 16): validateForm over a 1 000-field card (required, pattern, byte length and number
// rules, a tenth hidden, a tenth disabled). The peer is a hand-written loop that only checks the
// required fields, measured in the same run: the full rules should stay within a small factor of it.
import { validateForm, type FormItem } from '../src/form';
import { measure, report } from './harness';

const items: FormItem[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `f${i}`,
  itemType: i % 5 === 0 ? 'INPUTNUMBER' : 'INPUT',
  label: `Field ${i}`,
  required: i % 2 === 0,
  hide: i % 10 === 3,
  disabled: i % 10 === 7,
  maxLength: 60,
  rules: i % 3 === 0 ? [{ pattern: '^[a-z0-9 ]*$', message: 'lower case' }] : undefined,
  groupId: `g${i % 20}`,
}));
const values = Object.fromEntries(
  items.map((item, i) => [item.id, i % 5 === 0 ? i : i % 4 === 0 ? '' : `value ${i}`]),
);

function requiredOnly(): number {
  let errors = 0;
  for (const item of items) {
    if (item.disabled || item.hide || !item.required) continue;
    const value = values[item.id];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      errors += 1;
  }
  return errors;
}

const peer = await measure('required-only loop (peer)', requiredOnly, 2000);
const rows = [peer, await measure('validateForm, every rule', () => validateForm(items, values), 2000)];
report('validateForm over 1 000 fields (target: within 50x of a required-only loop)', rows, peer);
