// Every mobile page under the dev server (pages.ts says what is checked).
import { test } from '../e2e/support';
import { feature, mobileFeatures, module, modules, sharedPage } from './pages';

test.describe('mobile pages under the dev server', () => {
  const show = sharedPage({ mobile: true, first: '/mobile/workflow' });
  for (const name of modules) test(`module ${name}`, () => show(`/mobile/${name}`, 'module', module(name)));
  for (const name of mobileFeatures) {
    test(`showcase ${name}`, () => show(`/mobile/showcase/${name}`, 'module', feature(name)));
  }
});
