// The light filter (issue 38): the conditions as compact chips in a toolbar, each saying what it
// holds, the ones past the first few under "more filters" until they hold a value.
import type { ConnectEnv } from '../shared/connect';
import type { SearchFieldView } from './advanced-search.connect';
import { isFieldEmpty } from './advanced-search.logic';

/** Conditions shown as chips before the rest go under "more filters". */
export const LIGHT_FILTER_CHIPS = 4;
/** Names a chip lists before it says how many are chosen instead. */
export const LIGHT_FILTER_NAMES = 2;

const names = (list: readonly string[], t: ConnectEnv['t']): string =>
  list.length > LIGHT_FILTER_NAMES
    ? t('advanced-search.light.count', { count: list.length })
    : list.join(', ');

/** What a condition holds, in a few words for its chip ('' when it holds nothing). */
export function conditionSummary(field: SearchFieldView, t: ConnectEnv['t']): string {
  if (isFieldEmpty({ itemType: field.kind }, field.value)) return '';
  const label = (id: string) => field.choices.find((choice) => choice.value === id)?.label ?? id;
  switch (field.kind) {
    case 'INPUT':
    case 'INPUTNUMBER':
      return field.textValue.trim();
    case 'RADIO':
    case 'SELECT':
    case 'CHECKBOX':
      return names(field.chosenIds.map(label), t);
    case 'BROWSER':
    case 'TYPESBROWSER':
      return names(
        field.selectedItems.map((item) => item.name),
        t,
      );
    case 'DATEPICKER':
    case 'DATETIMEPICKER': {
      if (field.date?.selectedName) return field.date.selectedName;
      const [start, end] = field.date?.value ?? [null, null];
      return range(start, end, t);
    }
    case 'SCOPE':
      return range(field.scopeText.min || null, field.scopeText.max || null, t);
    case 'SECRETLEVEL':
      return label(field.secretLevelText);
  }
}

function range(min: string | null, max: string | null, t: ConnectEnv['t']): string {
  if (min && max) return `${min} ~ ${max}`;
  if (min) return t('advanced-search.light.atLeast', { min });
  return max ? t('advanced-search.light.atMost', { max }) : '';
}

/** One chip of the light filter. */
export interface LightFilterChip {
  field: SearchFieldView;
  /** The condition's title. */
  title: string;
  /** What it holds ('' when nothing). */
  summary: string;
  active: boolean;
  clearLabel: string;
}

/** The light filter's chips and its "more filters". */
export interface LightFilterView {
  label: string;
  chips: LightFilterChip[];
  more: { label: string; fields: SearchFieldView[] } | null;
  applyLabel: string;
}

/**
 * The chips: the first {@link LIGHT_FILTER_CHIPS} conditions and any later one that holds a value
 * (a filter in force is never hidden); the other conditions under "more filters".
 */
export function lightFilterView(fields: readonly SearchFieldView[], t: ConnectEnv['t']): LightFilterView {
  const chips: LightFilterChip[] = [];
  const rest: SearchFieldView[] = [];
  fields.forEach((field, index) => {
    const summary = conditionSummary(field, t);
    if (index < LIGHT_FILTER_CHIPS || summary) {
      chips.push({
        field,
        title: field.title,
        summary,
        active: summary !== '',
        clearLabel: t('advanced-search.light.clear', { title: field.title }),
      });
    } else rest.push(field);
  });
  return {
    label: t('advanced-search.light.label'),
    chips,
    more:
      rest.length > 0
        ? { label: t('advanced-search.light.moreCount', { count: rest.length }), fields: rest }
        : null,
    applyLabel: t('advanced-search.light.apply'),
  };
}
