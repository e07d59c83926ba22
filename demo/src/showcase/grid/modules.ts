import { useT } from '@suite-ui/core/react';
import { useState } from 'react';

const MODULES = [
  'workflow',
  'document',
  'calendar',
  'email',
  'hrm',
  'customer',
  'task',
  'meeting',
  'project',
  'report',
] as const;

/** Ten modules to tick in a grid of checkboxes. */
export function useModules() {
  const t = useT();
  const [checked, setChecked] = useState<string[]>(['workflow', 'calendar']);
  const modules = MODULES.map((key) => ({ key, label: t(`grid.demo.m.${key}`) }));
  const toggle = (key: string) =>
    setChecked((was) => (was.includes(key) ? was.filter((k) => k !== key) : [...was, key]));
  return { t, modules, checked, toggle };
}
