import { connectEnv } from '../shared/connect';
import { breadcrumbTexts, breadcrumbView } from '.';

const env = connectEnv(breadcrumbTexts, 'en_US', 'desktop');
const trail = [
  { key: 'home', title: 'Home', href: '/' },
  { key: 'crm', title: 'CRM', href: '/crm' },
  { key: 'bad', title: 'Bad', href: ['java', 'script:alert(1)'].join('') },
  // a protocol-relative address is judged like https (issue 13); a data: page never is
  { key: 'list', title: 'Customers', href: 'data:text/html,<b>x</b>' },
  { key: 'item', title: 'ACME', href: '/crm/1' },
];

describe('breadcrumbView', () => {
  it('the last level is the current page, never a link; unsafe addresses are dropped', () => {
    const view = breadcrumbView(trail, {}, env);
    expect(view.items.map((i) => i.href)).toEqual(['/', '/crm', null, null, null]);
    expect(view.items.map((i) => i.current)).toEqual([false, false, false, false, true]);
    expect(view.label).toBe('You are here');
    expect(view.collapsed).toEqual([]);
  });

  it('folds the middle of a long trail, keeping the first and last levels', () => {
    const view = breadcrumbView(trail, { maxItems: 3 }, env);
    expect(view.items.map((i) => i.key)).toEqual(['home', 'list', 'item']);
    expect(view.collapsed.map((i) => i.key)).toEqual(['crm', 'bad']);
    expect(view.collapsedAfter).toBe(0);
    expect(breadcrumbView(trail, { maxItems: 1 }, env).items).toHaveLength(3);
    expect(breadcrumbView(trail, { maxItems: 9 }, env).collapsed).toEqual([]);
  });
});
