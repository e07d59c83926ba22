import type {
  FormCard,
  FormConversions,
  FormSaveResult,
  FormStep,
  FormValues,
  MessageKey,
} from '@suite-ui/core';

type T = (key: MessageKey) => string;

/** A contact form of two steps (issue 38): who, then what. */
export function stepDemo(t: T): { card: FormCard; steps: FormStep[] } {
  return {
    card: {
      module: 'demo',
      items: [
        { id: 'name', itemType: 'INPUT', label: t('form.demo.name'), required: true },
        {
          id: 'email',
          itemType: 'INPUT',
          label: t('form.demo.email'),
          required: true,
          rules: [{ pattern: '^[^@\\s]+@[^@\\s]+$', message: t('form.demo.emailRule') }],
        },
        {
          id: 'count',
          itemType: 'INPUTNUMBER',
          label: t('form.demo.count'),
          required: true,
          min: 1,
          max: 500,
        },
        { id: 'note', itemType: 'TEXTAREA', label: t('form.demo.note') },
      ],
      data: {},
    },
    steps: [
      { id: 'who', title: t('form.demo.pro.steps.who'), fields: ['name', 'email'] },
      { id: 'what', title: t('form.demo.pro.steps.what'), fields: ['count', 'note'] },
    ],
  };
}

/** The modal, drawer and popup forms' card: a name and a kind. */
export function overlayDemo(t: T): FormCard {
  return {
    module: 'demo',
    items: [
      { id: 'name', itemType: 'INPUT', label: t('form.demo.name'), required: true },
      {
        id: 'kind',
        itemType: 'RADIO',
        label: t('form.demo.kind'),
        options: [
          { id: 'a', content: t('form.demo.kind.a') },
          { id: 'b', content: t('form.demo.kind.b') },
        ],
      },
      { id: 'note', itemType: 'TEXTAREA', label: t('form.demo.note') },
    ],
    data: { kind: 'a' },
  };
}

/** A save that refuses the name "taken", as a server would (the dialog keeps values and errors). */
export function overlaySave(t: T) {
  return async (data: FormValues): Promise<FormSaveResult | void> => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (
      String(data.name ?? '')
        .trim()
        .toLowerCase() === 'taken'
    )
      return { errors: { name: [t('form.demo.pro.taken')] } };
    return undefined;
  };
}

/** Tags stored as a list, edited as comma-separated text. */
export function conversionDemo(t: T): { card: FormCard; conversions: FormConversions } {
  return {
    card: {
      module: 'demo',
      items: [
        { id: 'name', itemType: 'INPUT', label: t('form.demo.name') },
        { id: 'tags', itemType: 'INPUT', label: t('form.demo.pro.convert.tags') },
      ],
      data: { name: 'Alpha', tags: ['vip', 'east'] },
    },
    conversions: {
      tags: {
        load: (stored) => (Array.isArray(stored) ? stored.join(', ') : String(stored ?? '')),
        submit: (edited) =>
          String(edited ?? '')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
      },
    },
  };
}

/** A search form mirrored to the address (its ids are prefixed so no other parameter collides). */
export function urlDemo(t: T): FormCard {
  return {
    module: 'demo',
    items: [
      { id: 'q_name', itemType: 'INPUT', label: t('form.demo.name') },
      {
        id: 'q_kind',
        itemType: 'SELECT',
        label: t('form.demo.kind'),
        options: [
          { id: 'a', content: t('form.demo.kind.a') },
          { id: 'b', content: t('form.demo.kind.b') },
        ],
      },
      { id: 'q_count', itemType: 'INPUTNUMBER', label: t('form.demo.count'), min: 0, max: 500 },
      { id: 'q_urgent', itemType: 'SWITCH', label: t('form.demo.urgent') },
    ],
    data: {},
  };
}
