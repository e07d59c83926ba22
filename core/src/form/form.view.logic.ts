// How the form is shown: items through the layout, custom conditions and displayModules (spec 3,
// 4), grouped into sections (spec 2.3), with row heights (spec 9).
import { applyDependencies, formDependencies } from './form.dependencies';
import { applyLayout, formRowHeight } from './form.logic';
import type {
  CustomConditionRow,
  FormDependency,
  FormGroup,
  FormItem,
  FormLayoutCell,
  FormValues,
} from './form.types';

/** The parts of the form state that decide what is shown. */
export interface FormShape {
  items: readonly FormItem[];
  layout: readonly FormLayoutCell[];
  customLayout: readonly CustomConditionRow[];
  groups: readonly FormGroup[];
  displayModules: readonly string[] | undefined;
  /** The values the dependencies read (spec 3 `cascadeRules`). */
  data?: FormValues;
  /** The host's field dependencies, besides the items' `cascadeRules`. */
  dependencies?: readonly FormDependency[];
}

/** spec 4: a section is hidden when displayModules is set and leaves its module out. */
export function isGroupDisplayed(
  group: Pick<FormGroup, 'module'>,
  displayModules: readonly string[] | undefined,
): boolean {
  return !displayModules || !group.module || displayModules.includes(group.module);
}

/**
 * The items as shown: layout cells hide or disable them, a custom condition row shows the field it
 * names, a section hidden by displayModules hides its items, and the field dependencies (spec 3
 * `cascadeRules`) show, hide or require them for the current values.
 */
export function effectiveItems(shape: FormShape): FormItem[] {
  const items = shownItems(shape);
  const dependencies = formDependencies(items, shape.dependencies);
  return dependencies.length > 0 ? applyDependencies(items, shape.data ?? {}, dependencies) : items;
}

function shownItems(shape: FormShape): FormItem[] {
  const shown = new Set(shape.customLayout.map((row) => row.fieldId));
  const hiddenGroups = new Set(
    shape.groups.filter((group) => !isGroupDisplayed(group, shape.displayModules)).map((group) => group.id),
  );
  return applyLayout(shape.items, shape.layout).map((item) => {
    const group = item.showGroupId ?? item.groupId;
    if (group && hiddenGroups.has(group)) return { ...item, hide: true };
    if (shown.has(item.id) && item.hide) return { ...item, hide: undefined };
    return item;
  });
}

/** Whether a section starts open: collapsible ones only when flagged open. */
export function groupStartsOpen(group: Pick<FormGroup, 'kind' | 'open'>): boolean {
  return group.kind === 'collapsible' ? group.open === true : true;
}

/** Whether a section's header has a show/hide toggle. */
export function groupToggles(group: Pick<FormGroup, 'kind'>): boolean {
  return group.kind === undefined || group.kind === 'normal' || group.kind === 'collapsible';
}

/** The section a field sits in when it names none. */
export const UNGROUPED = '__ungrouped__';

/** Items per section, in the order of the sections; items of unknown sections go first. */
export function itemsBySection(
  items: readonly FormItem[],
  groups: readonly FormGroup[],
): { group: FormGroup; items: FormItem[] }[] {
  const known = new Set(groups.map((group) => group.id));
  // spec 3 `showGroupId`: the section a field shows in, when it is not its data group
  const groupOf = (item: FormItem) => item.showGroupId ?? item.groupId;
  const loose = items.filter((item) => {
    const group = groupOf(item);
    return !group || !known.has(group);
  });
  const sections = groups.map((group) => ({
    group,
    items: items.filter((item) => groupOf(item) === group.id),
  }));
  return loose.length > 0
    ? [{ group: { id: UNGROUPED, title: '', kind: 'follow' }, items: loose }, ...sections]
    : sections;
}

/** spec 9: the measured height of the visible rows (two items share a row when each spans 12). */
export function contentHeight(items: readonly FormItem[]): number {
  return items.filter((item) => !item.hide).reduce((sum, item) => sum + formRowHeight(item), 0);
}

/** spec 3 "Layout box": the boxes around a form's content that toggle hidden or shown. */
export type FormBoxType = 'header' | 'side' | 'footer';

export interface FormBox {
  type: FormBoxType;
  hidden: boolean;
  /** Width in px (the side box). */
  width?: number;
}

export type FormBoxes = Record<FormBoxType, FormBox>;

/** spec 9: side width 200. */
export const FORM_SIDE_WIDTH = 200;

/** Every box shown, the side box 200 wide. */
export function initialFormBoxes(): FormBoxes {
  return {
    header: { type: 'header', hidden: false },
    side: { type: 'side', hidden: false, width: FORM_SIDE_WIDTH },
    footer: { type: 'footer', hidden: false },
  };
}

/** Shows a hidden box or hides a shown one. */
export function toggleFormBox(boxes: FormBoxes, type: FormBoxType): FormBoxes {
  return { ...boxes, [type]: { ...boxes[type], hidden: !boxes[type].hidden } };
}
