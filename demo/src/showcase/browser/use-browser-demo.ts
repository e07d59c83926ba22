import type { BrowserSelectedItem, DetailLinkOption } from '@suite-ui/core';
import { useState } from 'react';

/** One field of the demo: its value and setter, and the value as text for the page. */
export function useDemoValue(initial: BrowserSelectedItem[] = []) {
  const [value, setValue] = useState<BrowserSelectedItem[]>(initial);
  return { value, onChange: setValue, text: value.map((item) => item.name).join('、') };
}

/** Every person and organisation target type, and a few business object types, with row types. */
export const ORG_TYPES = [
  'department',
  'subcompany',
  'organization',
  'position',
  'role',
  'group',
  'external',
] as const;
export const BUSINESS_TYPES = [
  { type: 'taskBrowser', module: 'task', rowType: 'task' },
  { type: 'customer', module: 'crm', rowType: 'customer' },
  { type: 'contract', module: 'crm', rowType: 'contract' },
  { type: 'document', module: 'doc', rowType: 'document' },
] as const;

/**
 * How the page's business rows and picks open their record (spec 2.2): tasks in the demo's
 * workflow detail route, other kinds at an external link base plus the id.
 */
export const DEMO_DETAIL_LINK: DetailLinkOption = ({ type }) =>
  type === 'taskBrowser'
    ? { type: 'module', rootPath: '/', modulePath: '/workflow/detail' }
    : { type: 'external', linkBase: 'https://crm.example.com/view/' };

/** The mobile page fills the id into a detail path template. */
export const DEMO_MOBILE_DETAIL_LINK: DetailLinkOption = ({ type }) =>
  type === 'taskBrowser'
    ? { type: 'mobile', template: '/workflow/detail/{id}' }
    : { type: 'external', linkBase: 'https://crm.example.com/view/' };
