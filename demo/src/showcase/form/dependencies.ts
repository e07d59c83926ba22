import type { FormCard, FormDependency, MessageKey } from '@suite-ui/core';

/**
 * The form page's field dependencies: the customer type's own `cascadeRules` (as a server sends
 * them) and the host's typed `dependencies` (the invoice switch), with a picked group's members.
 */
export function dependencyDemo(t: (key: MessageKey) => string): {
  card: FormCard;
  dependencies: FormDependency[];
} {
  return {
    card: {
      module: 'demo',
      // spec 3 card state: the pickers' calls carry the card's record
      dataParams: { objectId: 'customer-1', objectModule: 'crm' },
      items: [
        {
          id: 'customerType',
          itemType: 'RADIO',
          label: t('form.demo.dep.type'),
          options: [
            { id: 'person', content: t('form.demo.dep.person') },
            { id: 'company', content: t('form.demo.dep.company') },
          ],
          cascadeRules: [
            { effect: 'show', values: ['company'], targets: ['companyName'] },
            { effect: 'require', values: ['company'], targets: ['taxId'] },
            {
              effect: 'fill',
              values: ['person'],
              targets: ['invoiceTitle'],
              value: t('form.demo.dep.person'),
            },
          ],
        },
        { id: 'companyName', itemType: 'INPUT', label: t('form.demo.dep.companyName') },
        { id: 'taxId', itemType: 'INPUT', label: t('form.demo.dep.taxId') },
        { id: 'invoice', itemType: 'SWITCH', label: t('form.demo.dep.invoice') },
        { id: 'invoiceTitle', itemType: 'INPUT', label: t('form.demo.dep.invoiceTitle') },
        {
          id: 'team',
          itemType: 'BROWSER',
          label: t('form.demo.dep.team'),
          browserBean: { type: 'group', module: 'hrm' },
        },
      ],
      data: {
        customerType: 'person',
        team: [
          {
            id: 'g1',
            type: 'group',
            name: t('form.demo.dep.teamName'),
            childrenData: [
              { id: 'u1', name: '陈超磊', department: t('form.demo.dep.sales') },
              { id: 'u2', name: '林晓', department: t('form.demo.dep.support') },
            ],
          },
        ],
      },
    },
    dependencies: [{ source: 'invoice', effect: 'show', values: [true], targets: ['invoiceTitle'] }],
  };
}
