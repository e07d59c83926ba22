// How the form is shown: items through the layout, custom conditions and displayModules (spec 3,
// 4), grouped into sections (spec 2.3), with row heights (spec 9).
import { applyLayout, formRowHeight } from './form.logic';
import type { CustomConditionRow, FormGroup, FormItem, FormLayoutCell } from './form.types';

/** The parts of the form state that decide what is shown. */
export interface FormShape {
  items: readonly FormItem[];
  layout: readonly FormLayoutCell[];
  customLayout: readonly CustomConditionRow[];
  groups: readonly FormGroup[];
  displayModules: readonly string[] | undefined;
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
 * names, and a section hidden by displayModules hides its items.
 */
export function effectiveItems(shape: FormShape): FormItem[] {
  const shown = new Set(shape.customLayout.map((row) => row.fieldId));
  const hiddenGroups = new Set(
    shape.groups.filter((group) => !isGroupDisplayed(group, shape.displayModules)).map((group) => group.id),
  );
  return applyLayout(shape.items, shape.layout).map((item) => {
    if (item.groupId && hiddenGroups.has(item.groupId)) return { ...item, hide: true };
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
  const loose = items.filter((item) => !item.groupId || !known.has(item.groupId));
  const sections = groups.map((group) => ({
    group,
    items: items.filter((item) => item.groupId === group.id),
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
