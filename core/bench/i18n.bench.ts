// Message lookup with placeholders, against the peer every page would otherwise write: a template
// literal. t() runs on every label render, so it must stay within a small factor of it.
import { t, translate } from '../src/i18n';
import { measure, report } from './harness';

const N = 10_000;
const peer = await measure('template literal', () => {
  let s = '';
  for (let i = 0; i < N; i += 1) s = `${i} / 5 星`;
  return s;
});
const rows = [
  await measure('t() without params', () => {
    let s = '';
    for (let i = 0; i < N; i += 1) s = t('common.retry');
    return s;
  }),
  await measure('translate() with params', () => {
    let s = '';
    for (let i = 0; i < N; i += 1) s = translate('zh_CN', 'rate.value', { value: i, count: 5 });
    return s;
  }),
];
report(`message catalogue (${N} lookups per op)`, [peer, ...rows], peer);
