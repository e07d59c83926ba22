import type { SnapshotFrom } from 'xstate';
import type { BrowserSelectedItem } from '../browser';
import type { ConnectEnv } from '../shared/connect';
import { failureText } from '../http/failure';
import { numberFromText, valueIds, valueList, valueNumber, valueText } from '../shared/field-value';
import type { UploadedFile } from '../upload';
import {
  CARD_SKELETON,
  formRowHeight,
  isHoverEditReadOnly,
  isItemRequired,
  numberInputBounds,
} from './form.logic';
import {
  savesPerField,
  type FormCardState,
  type FormContext,
  type FormEvent,
  type FormMachine,
  type ScrollRequest,
} from './form.machine';
import { pickedGroups } from './form.members';
import { clampStep } from './form.steps';
import type { CardGroupListEntry, FormGroupKind, FormItem, FormOption } from './form.types';
import {
  contentHeight,
  effectiveItems,
  groupStartsOpen,
  groupToggles,
  isGroupDisplayed,
  itemsBySection,
  UNGROUPED,
  type FormBox,
  type FormBoxType,
} from './form.view.logic';

/** A layout box as skins read it: its state and the label of its show/hide button. */
export interface FormBoxView extends FormBox {
  toggleLabel: string;
}

/** One field as a skin renders it: one `switch (field.itemType)` in each skin. */
export interface FormFieldView {
  id: string;
  itemType: string;
  label: string;
  /** Stable test id of the field's row (`form-field-<id>`). */
  testId: string;
  value: unknown;
  required: boolean;
  /** Shown but not editable (the item's flag, or hover-edit until the field is picked). */
  readOnly: boolean;
  disabled: boolean;
  /** The field's messages under it (spec 8), none when valid. */
  errors: string[];
  /** The field's messages as one line under it ('' when valid). */
  errorText: string;
  options: readonly FormOption[];
  rows: number;
  multiple: boolean;
  placeholder: string;
  /** Columns of 24 the field spans, and its label within it. */
  colSpan: number;
  labelSpan: number;
  /** spec 9 row height in px. */
  rowHeight: number;
  /** INPUTNUMBER and SCOPE bounds (spec 5). */
  min: number;
  max: number;
  step: number;
  maxLength: number | undefined;
  /** BROWSER: the browser type (`resource` unless the item names one). */
  browserType: string;
  browserModule: string | undefined;
  browserTypes: readonly { type: string; label: string }[];
  /** BROWSER: the card's `dataParams` (spec 3), sent with the picker's calls. */
  browserParams: Readonly<Record<string, string | number | boolean>> | undefined;
  /** Hover-edit: the field shows its value and an edit button until picked. */
  hoverEditable: boolean;
  /** Hover-edit: the field is being edited now. */
  editing: boolean;
  editLabel: string;
  /** The value as text, for read-only display. */
  text: string;
  /** Read-only shows `text` instead of the control (RATE, UPLOAD and RICHTEXT show their own read-only form). */
  showsText: boolean;
  /** The control cannot change the value (read-only or disabled). */
  locked: boolean;
  /** The value as each kind of control takes it, so no skin converts it. */
  textValue: string;
  numberValue: number | null;
  /** CHECKBOX and SELECT: the chosen option ids (one at most for a single SELECT). */
  chosenIds: string[];
  choices: FieldChoiceView[];
  scope: FieldScopeView;
  dateType: 'date' | 'datetime';
  dateValue: string | null;
  selectedItems: BrowserSelectedItem[];
  files: UploadedFile[];
  /** PLUGIN and CUSTOM without a host renderer: what stands in their place. */
  customText: string;
  /** BROWSER, TYPESBROWSER: picked groups with their members (spec 3 `childrenData`). */
  memberGroups: FieldMemberGroupView[];
  set(value: unknown): void;
  /** Sets a number from typed text: empty or not a number leaves no value. */
  setNumberText(text: string): void;
  /** CHECKBOX and SELECT: sets the chosen ids (the first alone for a single SELECT). */
  setChosenIds(ids: readonly string[]): void;
  /** SIGNATURE: keeps the PNG export as the value (an SVG export is not stored). */
  setSignature(format: 'png' | 'svg', dataUrl: string): void;
  startEdit(): void;
  endEdit(): void;
}

/** A picked group and its members, listed under the field. */
export interface FieldMemberGroupView {
  id: string;
  /** 'Members of {group} ({count})'. */
  label: string;
  /** Each member's name, with the department when known. */
  members: { id: string; text: string }[];
}

/** An option as a choosing control lists it. */
export interface FieldChoiceView {
  value: string;
  label: string;
  disabled: boolean;
}

/** SCOPE: its two bounds, their names, and how to change one. */
export interface FieldScopeView {
  min: number | null;
  max: number | null;
  /** The bounds as box text ('' when empty). */
  minText: string;
  maxText: string;
  minLabel: string;
  maxLabel: string;
  /** The word between the two boxes. */
  toLabel: string;
  set(bound: 'min' | 'max', value: number | null): void;
  /** Sets a bound from typed text: empty or not a number leaves it empty. */
  setText(bound: 'min' | 'max', text: string): void;
}

/** A section of the form or card (spec 2.3). */
export interface FormSectionView {
  id: string;
  title: string;
  kind: FormGroupKind;
  /** A header is shown (not for follow sections and the leading ungrouped one). */
  header: boolean;
  open: boolean;
  /** The header toggles the section. */
  toggles: boolean;
  toggleLabel: string;
  fields: FormFieldView[];
  /** spec 9: measured height of its rows. */
  height: number;
  toggle(): void;
}

export interface FormTagView {
  id: string;
  name: string;
  color: string | undefined;
  hideLabel: string;
  hide(): void;
}

export interface FormConditionRowView {
  id: string;
  fieldId: string;
  label: string;
  deleteLabel: string;
  change(fieldId: string): void;
  remove(): void;
}

export interface FormNoticeView {
  type: 'success' | 'error' | 'warning';
  text: string;
}

/** One step of a step form as the step bar shows it. */
export interface FormStepView {
  id: string;
  /** The host's title, or "Step n". */
  title: string;
  /** The title as a screen reader hears it (says when the step holds an error). */
  accessibleTitle: string;
  /** antd's step status: done, current, to come, or holding an error. */
  status: 'finish' | 'process' | 'wait' | 'error';
  hasError: boolean;
  /** An earlier step may be opened directly (later ones only through "next"). */
  canOpen: boolean;
  open(): void;
}

/** The step bar and its buttons (issue 38 step forms); `undefined` on a form without steps. */
export interface FormStepsView {
  steps: FormStepView[];
  /** The step shown (0-based). */
  current: number;
  total: number;
  /** "Step 2 of 3", for a compact progress header. */
  progressText: string;
  ariaLabel: string;
  isFirst: boolean;
  isLast: boolean;
  canGoPrevious: boolean;
  canGoNext: boolean;
  nextLabel: string;
  previousLabel: string;
  /** Checks the current step's fields and moves on when they are valid. */
  next(): void;
  previous(): void;
}

/** The form or card as skins read it. */
export interface FormView {
  /** spec 4: `loading` and `failed` are uninitialised; `ready` once initialised. */
  status: 'waiting' | 'loading' | 'failed' | 'ready';
  initialised: boolean;
  title: string;
  loadingLabel: string;
  loadError: string | undefined;
  retryLabel: string;
  sections: FormSectionView[];
  /** Every visible field in order. */
  fields: FormFieldView[];
  values: Record<string, unknown>;
  tags: FormTagView[];
  tagsLabel: string;
  hiddenTagCount: number;
  showTagsLabel: string;
  groupList: readonly CardGroupListEntry[];
  conditions: {
    title: string;
    rows: FormConditionRowView[];
    /** The fields a row may pick. */
    fieldOptions: { value: string; label: string }[];
    fieldLabel: string;
    addLabel: string;
    canAdd: boolean;
    add(): void;
  };
  boxes: Record<FormBoxType, FormBoxView> & { toggle(type: FormBoxType): void };
  saving: boolean;
  saveLocked: boolean;
  hoverEdit: boolean;
  hoverEditLabel: string;
  submitLabel: string;
  resetLabel: string;
  doneLabel: string;
  notice: FormNoticeView | undefined;
  /** The field to scroll into view (a new `seq` asks again). */
  scrollRequest: ScrollRequest | undefined;
  /** spec 9: the skeleton until initialised (container 300, rows 40), then the measured height. */
  skeleton: { containerHeight: number; rowHeight: number; rows: number };
  contentHeight: number;
  matrixItemCount: number;
  /** spec 3 "Card state": related records, secret level, real-time saving and request headers. */
  cardState: FormCardState;
  /** The record the card shows (`saveDataParams.objectId`) and its module. */
  recordId: string | undefined;
  module: string;
  /**
   * spec 3 real-time saving: each field is saved once done (a loaded card in hover-edit without
   * `prohibitRealTimeSaving`); skins leave out the save and reset buttons and say so.
   */
  savesPerField: boolean;
  savesPerFieldText: string;
  /** Issue 38 step form: its bar and moves (undefined without steps). */
  stepForm: FormStepsView | undefined;
  /** The submit button is shown (always, except before the last step of a step form). */
  showSubmit: boolean;
  /** The values differ from those loaded (a modal or drawer asks before closing). */
  dirty: boolean;
  /**
   * What Enter in a single-line field does: submit, or in a step form before its last step,
   * move to the next step.
   */
  enter(): void;
  submit(): void;
  reset(): void;
  retry(): void;
  setHoverEdit(enabled: boolean): void;
  setLockSave(locked: boolean): void;
  showTags(): void;
}

/** The words of an HTML value, for a read-only line (never rendered as HTML). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function textOf(item: FormItem, value: unknown, env: ConnectEnv): string {
  if (item.itemType === 'SIGNATURE') return env.t(value ? 'form.signature.saved' : 'form.signature.none');
  if (value === undefined || value === null || value === '') return env.t('form.empty');
  const optionText = (id: unknown) =>
    item.options?.find((option) => option.id === String(id))?.content ?? String(id);
  if (item.itemType === 'SWITCH') return env.t(value ? 'form.switch.on' : 'form.switch.off');
  if (item.itemType === 'PASSWORD') return '••••••';
  if (item.itemType === 'RICHTEXT') return plainText(String(value)) || env.t('form.empty');
  if ((item.itemType === 'DATEPICKER' || item.itemType === 'DATETIMEPICKER') && typeof value === 'object') {
    // spec 3 `selectedKeyPrior`: the preset's name (this week ...) before its dates
    const { selectedName } = value as { selectedName?: unknown };
    const date = dateOf(value);
    if (item.selectedKeyPrior && typeof selectedName === 'string' && selectedName) return selectedName;
    return date ?? env.t('form.empty');
  }
  if (item.itemType === 'SCOPE' && typeof value === 'object') {
    const { min, max } = value as { min?: unknown; max?: unknown };
    return `${min ?? ''} ${env.t('form.scope.to')} ${max ?? ''}`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return env.t('form.empty');
    return value
      .map((entry) =>
        entry !== null && typeof entry === 'object'
          ? String((entry as { name?: unknown }).name ?? (entry as { id?: unknown }).id ?? '')
          : optionText(entry),
      )
      .join(', ');
  }
  if (item.options?.length) return optionText(value);
  return String(value);
}

/** A date field's date: the text, or a `{ value, selectedKey }` value's date (spec 3). */
function dateOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const date = (value as { value?: unknown }).value;
    return typeof date === 'string' ? date : null;
  }
  return null;
}

const READ_ONLY_CONTROLS = new Set(['RATE', 'UPLOAD', 'RICHTEXT']);

function scopeView(value: unknown, set: (value: unknown) => void, env: ConnectEnv): FieldScopeView {
  const scope =
    value !== null && typeof value === 'object' ? (value as { min?: unknown; max?: unknown }) : {};
  const current = { min: valueNumber(scope.min), max: valueNumber(scope.max) };
  const setBound = (bound: 'min' | 'max', next: number | null) => set({ ...current, [bound]: next });
  return {
    ...current,
    minText: valueText(current.min),
    maxText: valueText(current.max),
    minLabel: env.t('form.scope.min'),
    maxLabel: env.t('form.scope.max'),
    toLabel: env.t('form.scope.to'),
    set: setBound,
    setText: (bound, text) => setBound(bound, numberFromText(text)),
  };
}

function fieldView(
  item: FormItem,
  context: FormContext,
  send: (event: FormEvent) => void,
  env: ConnectEnv,
): FormFieldView {
  const value = context.data[item.id];
  const hoverEditable =
    context.hoverEdit && isHoverEditReadOnly(item.itemType) && !item.readOnly && !item.disabled;
  const editing = hoverEditable && context.editingField === item.id;
  const bounds = numberInputBounds(item);
  const readOnly = item.readOnly === true || (hoverEditable && !editing);
  const set = (next: unknown) => send({ type: 'FIELD.CHANGE', id: item.id, value: next });
  const choosing = ['RADIO', 'CHECKBOX', 'SELECT', 'DATEPICKER', 'DATETIMEPICKER', 'BROWSER', 'TYPESBROWSER'];
  return {
    id: item.id,
    itemType: item.itemType,
    label: item.label,
    testId: `form-field-${item.id}`,
    value,
    required: isItemRequired(item),
    readOnly,
    disabled: item.disabled === true,
    errors: context.errors[item.id] ?? [],
    errorText: (context.errors[item.id] ?? []).join(env.t('form.errorSeparator')),
    options: item.options ?? [],
    rows: item.rows ?? 2,
    multiple: item.multiple === true,
    placeholder:
      item.placeholder ??
      env.t(choosing.includes(item.itemType) ? 'form.placeholder.select' : 'form.placeholder.input', {
        label: item.label,
      }),
    colSpan: item.colSpan ?? 24,
    labelSpan: item.labelSpan ?? 6,
    rowHeight: formRowHeight(item),
    ...bounds,
    maxLength: item.maxLength,
    browserType: item.browserBean?.type ?? 'resource',
    browserModule: item.browserBean?.module,
    browserParams:
      Object.keys(context.cardState.dataParams).length > 0 ? context.cardState.dataParams : undefined,
    browserTypes: item.browserTypes ?? [],
    hoverEditable,
    editing,
    editLabel: env.t('form.edit', { label: item.label }),
    text: textOf(item, value, env),
    showsText: readOnly && !READ_ONLY_CONTROLS.has(item.itemType),
    locked: readOnly || item.disabled === true,
    textValue: valueText(value),
    numberValue: valueNumber(value),
    chosenIds: valueIds(value),
    choices: (item.options ?? []).map((o) => ({
      value: o.id,
      label: o.content,
      disabled: o.disabled === true,
    })),
    scope: scopeView(value, set, env),
    dateType: item.itemType === 'DATETIMEPICKER' ? 'datetime' : 'date',
    dateValue: dateOf(value),
    selectedItems: valueList<BrowserSelectedItem>(value),
    files: valueList<UploadedFile>(value),
    customText: env.t(item.itemType === 'PLUGIN' ? 'form.plugin' : 'form.custom', { label: item.label }),
    memberGroups: pickedGroups(value).map((group) => ({
      id: group.id,
      label: env.t('form.members', { name: group.name, count: group.members.length }),
      members: group.members.map((member) => ({
        id: member.id,
        text: member.department
          ? env.t('form.memberDepartment', { name: member.name, department: member.department })
          : member.name,
      })),
    })),
    set,
    setNumberText: (text) => set(numberFromText(text) ?? undefined),
    setSignature: (format, dataUrl) => {
      if (format === 'png') set(dataUrl);
    },
    setChosenIds: (ids) => set(item.itemType === 'SELECT' && item.multiple !== true ? ids[0] : [...ids]),
    startEdit: () => send({ type: 'EDIT.START', id: item.id }),
    endEdit: () => send({ type: 'EDIT.END' }),
  };
}

function boxView(box: FormBox, env: ConnectEnv): FormBoxView {
  const name = env.t(`form.box.${box.type}`);
  return { ...box, toggleLabel: env.t(box.hidden ? 'form.box.show' : 'form.box.hide', { box: name }) };
}

function noticeOf(context: FormContext, env: ConnectEnv): FormNoticeView | undefined {
  const notice = context.notice;
  if (!notice) return undefined;
  switch (notice.kind) {
    case 'saved':
      return { type: 'success', text: env.t('form.saved') };
    case 'locked':
      return { type: 'warning', text: env.t('form.saveLocked') };
    case 'invalid':
      return { type: 'error', text: env.t('form.invalid', { count: notice.count }) };
    case 'saveFailed':
      return { type: 'error', text: failureText(notice.failure, env.t) };
    case 'config':
      return { type: 'error', text: env.t('form.saveFailed', { message: notice.messages.join('; ') }) };
  }
}

/** Whether two form values differ (by their JSON text; an absent value equals an empty one). */
function valuesDiffer(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const empty = (value: unknown) =>
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = a[key];
    const right = b[key];
    if (empty(left) && empty(right)) continue;
    if (JSON.stringify(left) !== JSON.stringify(right)) return true;
  }
  return false;
}

function stepsView(
  context: FormContext,
  send: (event: FormEvent) => void,
  env: ConnectEnv,
): FormStepsView | undefined {
  const steps = context.steps;
  if (steps.length === 0) return undefined;
  const current = clampStep(steps, context.step);
  const total = steps.length;
  return {
    steps: steps.map((step, index) => {
      const title = step.title ?? env.t('form.step.untitled', { n: index + 1 });
      const hasError = step.fields.some((id) => (context.errors[id]?.length ?? 0) > 0);
      return {
        id: step.id,
        title,
        accessibleTitle: hasError ? env.t('form.step.hasError', { title }) : title,
        status: hasError ? 'error' : index < current ? 'finish' : index === current ? 'process' : 'wait',
        hasError,
        canOpen: index < current,
        open: () => send({ type: 'STEP.GO', step: index }),
      };
    }),
    current,
    total,
    progressText: env.t('form.step.progress', { current: current + 1, total }),
    ariaLabel: env.t('form.step.label'),
    isFirst: current === 0,
    isLast: current === total - 1,
    canGoPrevious: current > 0,
    canGoNext: current < total - 1,
    nextLabel: env.t('form.step.next'),
    previousLabel: env.t('form.step.previous'),
    next: () => send({ type: 'STEP.NEXT' }),
    previous: () => send({ type: 'STEP.PREVIOUS' }),
  };
}

export function connectForm(
  snapshot: SnapshotFrom<FormMachine>,
  send: (event: FormEvent) => void,
  env: ConnectEnv,
): FormView {
  const context = snapshot.context;
  const initialised = snapshot.matches('initialised');
  const status = initialised
    ? 'ready'
    : snapshot.matches({ uninitialised: 'loading' })
      ? 'loading'
      : snapshot.matches({ uninitialised: 'failed' })
        ? 'failed'
        : 'waiting';
  const items = effectiveItems(context);
  const stepForm = stepsView(context, send, env);
  // a step form shows the current step's fields only
  const shown = stepForm ? new Set(context.steps[stepForm.current]?.fields ?? []) : undefined;
  const visible = items.filter((item) => !item.hide && (!shown || shown.has(item.id)));
  const fieldsById = new Map(visible.map((item) => [item.id, fieldView(item, context, send, env)]));
  const groups = context.groups.filter((group) => isGroupDisplayed(group, context.displayModules));
  const sections = itemsBySection(visible, groups)
    .filter(
      ({ group, items: own }) =>
        own.length > 0 || group.kind === 'alwaysShow' || group.kind === 'tags' || group.kind === 'groupList',
    )
    .map(({ group, items: own }): FormSectionView => {
      const kind = group.kind ?? 'normal';
      const toggles = groupToggles(group) && group.id !== UNGROUPED;
      const open = toggles ? (context.openGroups[group.id] ?? groupStartsOpen(group)) : true;
      return {
        id: group.id,
        title: group.title,
        kind,
        header: kind !== 'follow',
        open,
        toggles,
        toggleLabel: env.t(open ? 'form.group.collapse' : 'form.group.expand', { title: group.title }),
        fields: own.map((item) => fieldsById.get(item.id)!),
        height: contentHeight(own),
        toggle: () => send({ type: 'GROUP.TOGGLE', id: group.id }),
      };
    });
  const fields = sections.flatMap((section) => section.fields);
  const hidden = new Set(context.hiddenTags);
  const tags = context.tags
    .filter((tag) => !hidden.has(tag.id))
    .map((tag) => ({
      id: tag.id,
      name: tag.name,
      color: tag.color,
      hideLabel: env.t('form.tag.hide', { name: tag.name }),
      hide: () => send({ type: 'TAG.HIDE', id: tag.id }),
    }));
  const hiddenTagCount = context.tags.length - tags.length;
  const labelOf = (id: string) => context.items.find((item) => item.id === id)?.label ?? id;
  const taken = new Set(context.customLayout.map((row) => row.fieldId));
  const saving = snapshot.matches({ initialised: 'saving' });
  return {
    status,
    initialised,
    title: context.title,
    loadingLabel: env.t('form.loading'),
    loadError: context.loadError ? failureText(context.loadError, env.t) : undefined,
    retryLabel: env.t('form.retry'),
    sections,
    fields,
    values: context.data,
    tags,
    tagsLabel: env.t('form.tags'),
    hiddenTagCount,
    showTagsLabel: env.t('form.tag.show', { count: hiddenTagCount }),
    groupList: context.groupList,
    conditions: {
      title: env.t('form.condition.title'),
      rows: context.customLayout.map((row) => ({
        id: row.id,
        fieldId: row.fieldId,
        label: labelOf(row.fieldId),
        deleteLabel: env.t('form.condition.delete'),
        change: (fieldId) => send({ type: 'CONDITION.CHANGE', rowId: row.id, fieldId }),
        remove: () => send({ type: 'CONDITION.DELETE', rowId: row.id }),
      })),
      fieldOptions: context.items.map((item) => ({ value: item.id, label: item.label })),
      fieldLabel: env.t('form.condition.field'),
      addLabel: env.t('form.condition.add'),
      canAdd: context.items.some((item) => !taken.has(item.id)),
      add: () => send({ type: 'CONDITION.ADD' }),
    },
    boxes: {
      header: boxView(context.boxes.header, env),
      side: boxView(context.boxes.side, env),
      footer: boxView(context.boxes.footer, env),
      toggle: (box) => send({ type: 'BOX.TOGGLE', box }),
    },
    saving,
    saveLocked: context.lockSave,
    hoverEdit: context.hoverEdit,
    hoverEditLabel: env.t('form.hoverEdit'),
    submitLabel: env.t(saving ? 'form.saving' : 'form.save'),
    resetLabel: env.t('form.reset'),
    doneLabel: env.t('form.doneEditing'),
    notice: noticeOf(context, env),
    scrollRequest: context.scrollRequest,
    skeleton: {
      containerHeight: CARD_SKELETON.containerHeight,
      rowHeight: CARD_SKELETON.rowHeight,
      rows: Math.floor(CARD_SKELETON.containerHeight / CARD_SKELETON.rowHeight),
    },
    contentHeight: contentHeight(visible),
    matrixItemCount: context.matrixItems.length,
    cardState: context.cardState,
    recordId: context.saveDataParams?.objectId,
    module: context.module ?? 'common',
    savesPerField: savesPerField(context),
    savesPerFieldText: env.t('form.savesPerField'),
    stepForm,
    showSubmit: !stepForm || stepForm.isLast,
    dirty: valuesDiffer(context.data, context.initial.data),
    enter: () => send({ type: stepForm && !stepForm.isLast ? 'STEP.NEXT' : 'SUBMIT' }),
    submit: () => send({ type: 'SUBMIT' }),
    reset: () => send({ type: 'RESET' }),
    retry: () => send({ type: 'LOAD.RETRY' }),
    setHoverEdit: (enabled) => send({ type: 'HOVER_EDIT.SET', enabled }),
    setLockSave: (locked) => send({ type: 'LOCK_SAVE', locked }),
    showTags: () => send({ type: 'TAG.SHOW_ALL' }),
  };
}
