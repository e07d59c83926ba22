import type { FormCard } from '@suite-ui/core';
import type { MessageKey } from '@suite-ui/core';

/** The form page's card: a few fields of every kind of rule, labels in the page's language. */
export function demoFormCard(t: (key: MessageKey) => string): FormCard {
  const opts = (...keys: MessageKey[]) => keys.map((key, i) => ({ id: String(i + 1), content: t(key) }));
  return {
    module: 'demo',
    items: [
      {
        id: 'name',
        itemType: 'INPUT',
        label: t('form.demo.name'),
        required: true,
        groupId: 'base',
        maxLength: 30,
      },
      {
        id: 'email',
        itemType: 'INPUT',
        label: t('form.demo.email'),
        groupId: 'base',
        rules: [{ pattern: '^[^@\\s]+@[^@\\s]+$', message: t('form.demo.emailRule') }],
      },
      {
        id: 'kind',
        itemType: 'RADIO',
        label: t('form.demo.kind'),
        groupId: 'base',
        options: opts('form.demo.kind.a', 'form.demo.kind.b'),
      },
      {
        id: 'count',
        itemType: 'INPUTNUMBER',
        label: t('form.demo.count'),
        groupId: 'base',
        min: 1,
        max: 99,
        colSpan: 12,
        labelSpan: 12,
      },
      {
        id: 'urgent',
        itemType: 'SWITCH',
        label: t('form.demo.urgent'),
        groupId: 'base',
        colSpan: 12,
        labelSpan: 12,
      },
      { id: 'note', itemType: 'TEXTAREA', label: t('form.demo.note'), groupId: 'base', rows: 3 },
      { id: 'day', itemType: 'DATEPICKER', label: t('form.demo.day'), required: true, groupId: 'more' },
      { id: 'budget', itemType: 'SCOPE', label: t('form.demo.budget'), groupId: 'more' },
      { id: 'score', itemType: 'RATE', label: t('form.demo.score'), groupId: 'more' },
    ],
    data: { kind: '1', count: 1 },
    groups: [
      { id: 'base', title: t('form.demo.base'), kind: 'normal' },
      { id: 'more', title: t('form.demo.more'), kind: 'collapsible' },
    ],
  };
}
