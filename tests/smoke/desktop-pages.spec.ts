// Every desktop page under the dev server (pages.ts says what is checked).
import { test } from '../e2e/support';
import { desktopFeatures, feature, module, modules, sharedPage } from './pages';

test.describe('desktop pages under the dev server', () => {
  const show = sharedPage({ mobile: false, first: '/workflow' });
  // StrictMode aborted the first plugins call and nothing loaded it again: the claims were ignored
  test('plugin claims', async () => {
    await show('/calendar/satisfaction', 'claim', '[data-testid="satisfaction"]');
    await show('/document/legacy-report', 'claim', '[data-testid="layout-iframe"]');
  });
  for (const name of modules) test(`module ${name}`, () => show(`/${name}`, 'module', module(name)));
  for (const name of desktopFeatures) {
    test(`showcase ${name}`, () => show(`/showcase/${name}`, 'module', feature(name)));
  }
});
