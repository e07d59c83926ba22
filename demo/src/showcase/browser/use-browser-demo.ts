import type { BrowserSelectedItem } from '@suite-ui/core';
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
