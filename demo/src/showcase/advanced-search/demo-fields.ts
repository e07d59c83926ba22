import type { FormItem, MessageKey, SearchFieldItem } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo, useState } from 'react';

/** The demo users: `admin` is the module admin of the fake backend (the permission check says so). */
export const DEMO_USERS = ['u1', 'admin'] as const;
/** The demo lists: the customers' own conditions, or the contracts' conditions from their form. */
export const DEMO_LISTS = ['customers', 'contracts'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/** The conditions of the demo list (every item type of spec 3), titled in the current language. */
export function useDemoFields(): SearchFieldItem[] {
  const t = useT();
  return useMemo(() => {
    const d = (key: string) => t(`advanced-search.demo.${key}` as MessageKey);
    const options = (...keys: string[]) => keys.map((key) => ({ value: key, label: d(`opt.${key}`) }));
    return [
      { id: 'keyword', title: d('field.keyword'), itemType: 'INPUT', needQuickSearch: true },
      { id: 'created', title: d('field.created'), itemType: 'DATEPICKER', isRange: true },
      {
        id: 'owner',
        title: d('field.owner'),
        itemType: 'BROWSER',
        browser: { type: 'resource', module: 'hrm' },
      },
      { id: 'amount', title: d('field.amount'), itemType: 'SCOPE' },
      {
        id: 'dept',
        title: d('field.dept'),
        itemType: 'BROWSER',
        browser: { type: 'department', module: 'hrm' },
      },
      { id: 'status', title: d('field.status'), itemType: 'SELECT', options: options('open', 'closed') },
      { id: 'priority', title: d('field.priority'), itemType: 'RADIO', options: options('high', 'low') },
      {
        id: 'tags',
        title: d('field.tags'),
        itemType: 'CHECKBOX',
        options: options('vip', 'new'),
        groupId: 'commonGroup',
      },
      { id: 'count', title: d('field.count'), itemType: 'INPUTNUMBER' },
      {
        id: 'related',
        title: d('field.related'),
        itemType: 'TYPESBROWSER',
        browser: {
          module: 'hrm',
          types: [
            { type: 'resource', label: t('browser.type.resource') },
            { type: 'department', label: t('browser.type.department') },
          ],
        },
      },
      { id: 'updated', title: d('field.updated'), itemType: 'DATETIMEPICKER', defaultShow: false },
      {
        id: 'level',
        title: d('field.level'),
        itemType: 'SECRETLEVEL',
        defaultShow: false,
        options: options('secret', 'confidential'),
      },
    ];
  }, [t]);
}

/** The list's own condition beside the form (the quick-search name). */
export function useFormListFields(): SearchFieldItem[] {
  const t = useT();
  return useMemo(
    () => [
      {
        id: 'keyword',
        title: t('advanced-search.demo.field.keyword'),
        itemType: 'INPUT',
        needQuickSearch: true,
      },
    ],
    [t],
  );
}

/**
 * The list's form (spec 3 form items): stage and signed date are flagged `inSearchAdvanced`, so the
 * advanced search offers them; the memo is not and stays out.
 */
export function useDemoFormItems(): FormItem[] {
  const t = useT();
  return useMemo(
    () => [
      {
        id: 'stage',
        itemType: 'RADIO',
        label: t('advanced-search.demo.form.stage'),
        inSearchAdvanced: true,
        options: [
          { id: 'won', content: t('advanced-search.demo.form.stage.won') },
          { id: 'lost', content: t('advanced-search.demo.form.stage.lost') },
        ],
      },
      {
        id: 'signed',
        itemType: 'DATEPICKER',
        label: t('advanced-search.demo.form.signed'),
        inSearchAdvanced: true,
      },
      { id: 'memo', itemType: 'TEXTAREA', label: t('advanced-search.demo.form.memo') },
    ],
    [t],
  );
}

/** The demo's state: the current user (sent as `x-user-id`) and the last search request. */
export function useDemoSearch() {
  const [user, setUser] = useState<DemoUser>('u1');
  const [payload, setPayload] = useState<string>('');
  return {
    user,
    setUser,
    headers: { 'x-user-id': user },
    payload,
    onSearch: (next: unknown) => setPayload(JSON.stringify(next, null, 2)),
  };
}
