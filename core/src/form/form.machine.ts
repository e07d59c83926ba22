import { and, assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { NO_SECRET_LEVEL } from '../shared/secret-level-filter';
import { failureOf, type Failure } from '../http/failure';
import { convertOnLoad, convertOnSubmit, type FormConversions } from './form.convert';
import { dependencyFills, formDependencies } from './form.dependencies';
import {
  collectFormData,
  isHoverEditReadOnly,
  mergeFieldErrors,
  saveConfigErrors,
  validateForm,
} from './form.logic';
import { clampStep, firstStepWithError, nextStep, previousStep, type FormStep } from './form.steps';
import { formValuesFromQuery } from './form.url';
import {
  effectiveItems,
  initialFormBoxes,
  toggleFormBox,
  type FormBoxes,
  type FormBoxType,
} from './form.view.logic';
import type {
  CardGroupListEntry,
  CardRelevanceData,
  CardTag,
  CustomConditionRow,
  FormCard,
  FormDependency,
  FormGroup,
  FormItem,
  FormLayoutCell,
  FormValues,
  MatrixItem,
  SaveDataParams,
} from './form.types';

/** Which record a card loads (the detail card) . */
export interface FormSource {
  /** The record kind (`task`, `customer`, `contract` ...). */
  kind: string;
  id: string;
  module?: string;
  /** spec 3: headers the card's calls carry from the first (only to the API's own origin). */
  requestHeaderParams?: Readonly<Record<string, string>>;
}

/** What a save sends: the module, the record and the non-empty data (spec 5). */
export interface FormSaveRequest {
  module: string;
  saveDataParams: SaveDataParams;
  data: FormValues;
  /** A save per field (spec 3 real-time saving): only these fields, merged into the record. */
  fields?: string[];
  /** spec 3: the card's `requestHeaderParams` (sent only to the API's own origin). */
  requestHeaderParams?: Readonly<Record<string, string>>;
}

/** What a save answers: the values kept, or field errors of the server. */
export interface FormSaveResult {
  data?: FormValues;
  errors?: Record<string, string[]>;
}

export interface FormInput {
  /** The layout and data shown at once (the form is initialised on start). */
  card?: FormCard;
  /** A record to load (`loadCard`) before the form is initialised. */
  source?: FormSource;
  /** Saves go to the backend: they need `saveDataParams.objectId` and a module (spec 8). */
  remote?: boolean;
  /** spec 4: modules shown; a section of another module is hidden. */
  displayModules?: readonly string[];
  /** spec 4: hover-edit shows most items read-only until picked. */
  hoverEdit?: boolean;
  /** spec 4: saving is refused while set. */
  lockSave?: boolean;
  /** spec 5: hidden fields are validated too. */
  includeHidden?: boolean;
  /** Field dependencies of the host, besides the items' `cascadeRules` (and the card's own). */
  dependencies?: readonly FormDependency[];
  /** Issue 38 step form: the steps, each a group of fields (next/previous check the current one). */
  steps?: readonly FormStep[];
  /** Issue 38: per-field conversion of the values on load and on submit. */
  conversions?: FormConversions;
  /**
   * Issue 38 URL mirror: the page's query (untrusted); declared fields it holds, when they fit their
   * type, fill the form over the loaded values.
   */
  query?: string;
}

/** spec 3 "Card state": what a card carries besides its form. */
export interface FormCardState {
  relevanceDatas: readonly CardRelevanceData[];
  /** -999 (spec 4's initial value) when the card has none. */
  secretLevel: number;
  secretLevelValidity: string | undefined;
  prohibitRealTimeSaving: boolean;
  requestHeaderParams: Readonly<Record<string, string>>;
  /** spec 3 `dataParams`: sent with the card's field calls (the pickers' browser calls). */
  dataParams: Readonly<Record<string, string | number | boolean>>;
}

/** A pending "scroll this field into view" (the first error of a failed submit). */
export interface ScrollRequest {
  field: string;
  group: string | undefined;
  seq: number;
}

export type FormNotice =
  | { kind: 'saved' }
  | { kind: 'locked' }
  | { kind: 'invalid'; count: number }
  /** What failed and why (issue 35 item 10: the user reads the catalogue's words, not the client's). */
  | { kind: 'saveFailed'; failure: Failure }
  | { kind: 'config'; messages: string[] };

export interface FormContext {
  source: FormSource | undefined;
  remote: boolean;
  includeHidden: boolean;
  title: string;
  module: string | undefined;
  items: FormItem[];
  data: FormValues;
  layout: FormLayoutCell[];
  customLayout: CustomConditionRow[];
  groups: FormGroup[];
  tags: CardTag[];
  groupList: CardGroupListEntry[];
  matrixItems: MatrixItem[];
  saveDataParams: SaveDataParams | undefined;
  initial: { data: FormValues; layout: FormLayoutCell[]; customLayout: CustomConditionRow[] };
  errors: Record<string, string[]>;
  /** Open state of the sections toggled so far (others follow their kind). */
  openGroups: Record<string, boolean>;
  hiddenTags: string[];
  displayModules: readonly string[] | undefined;
  lockSave: boolean;
  hoverEdit: boolean;
  editingField: string | undefined;
  boxes: FormBoxes;
  scrollRequest: ScrollRequest | undefined;
  notice: FormNotice | undefined;
  /** Why the card did not load (`failureText` reads it for the user). */
  loadError: Failure | undefined;
  conditionSeq: number;
  /** The host's field dependencies and the card's (items' own `cascadeRules` are read from them). */
  hostDependencies: readonly FormDependency[];
  dependencies: readonly FormDependency[];
  cardState: FormCardState;
  /** Fields changed and waiting for their save (real-time saving), and those being saved. */
  pendingFields: string[];
  savingFields: string[];
  /** Step forms: the steps and the one shown (0-based). */
  steps: readonly FormStep[];
  step: number;
  conversions: FormConversions;
  query: string | undefined;
}

export type FormEvent =
  | { type: 'INIT'; card: FormCard }
  | { type: 'LOAD.RETRY' }
  | { type: 'FIELD.CHANGE'; id: string; value: unknown }
  | { type: 'SUBMIT' }
  | { type: 'RESET' }
  | { type: 'LOCK_SAVE'; locked: boolean }
  | { type: 'TAG.HIDE'; id: string }
  | { type: 'TAG.SHOW_ALL' }
  | { type: 'GROUP.TOGGLE'; id: string }
  | { type: 'CONDITION.ADD'; fieldId?: string }
  | { type: 'CONDITION.CHANGE'; rowId: string; fieldId: string }
  | { type: 'CONDITION.DELETE'; rowId: string }
  | { type: 'DISPLAY_MODULES.SET'; modules: readonly string[] | undefined }
  | { type: 'HOVER_EDIT.SET'; enabled: boolean }
  | { type: 'EDIT.START'; id: string }
  | { type: 'EDIT.END' }
  | { type: 'BOX.TOGGLE'; box: FormBoxType }
  | { type: 'STEP.NEXT' }
  | { type: 'STEP.PREVIOUS' }
  /** Opens an earlier step (a later one only through STEP.NEXT, which checks the fields). */
  | { type: 'STEP.GO'; step: number };

export type FormEmitted =
  | { type: 'change'; values: FormValues }
  | { type: 'scrollToField'; field: string; group: string | undefined }
  | { type: 'saved'; data: FormValues }
  | { type: 'configError'; message: string };

function cardStateOf(card: FormCard | undefined): FormCardState {
  return {
    relevanceDatas: card?.relevanceDatas ?? [],
    secretLevel: card?.secretLevel ?? NO_SECRET_LEVEL,
    secretLevelValidity: card?.secretLevelValidity,
    prohibitRealTimeSaving: card?.prohibitRealTimeSaving === true,
    requestHeaderParams: card?.requestHeaderParams ?? {},
    dataParams: card?.dataParams ?? {},
  };
}

/** What the card brings, the host's dependencies, conversions and the page's query applied. */
function cardContext(
  card: FormCard,
  host: readonly FormDependency[] = [],
  conversions: FormConversions = {},
  query?: string,
): Partial<FormContext> {
  const initialData = convertOnLoad({ ...(card.data ?? {}) }, conversions);
  // a shared link's values are edits over the record (reset goes back to the record)
  const data = query ? { ...initialData, ...formValuesFromQuery(card.items, query) } : initialData;
  const layout = [...(card.layout ?? [])];
  const customLayout = [...(card.customLayout ?? [])];
  return {
    title: card.title ?? '',
    module: card.module ?? 'common',
    items: [...card.items],
    data,
    layout,
    customLayout,
    groups: [...(card.groups ?? [])],
    tags: [...(card.tags ?? [])],
    groupList: [...(card.groupList ?? [])],
    matrixItems: [...(card.matrixItems ?? [])],
    saveDataParams: card.saveDataParams,
    initial: { data: initialData, layout, customLayout },
    errors: {},
    step: 0,
    openGroups: {},
    notice: undefined,
    loadError: undefined,
    conditionSeq: customLayout.length,
    dependencies: [...host, ...(card.dependencies ?? [])],
    cardState: cardStateOf(card),
    pendingFields: [],
    savingFields: [],
  };
}

/**
 * spec 3 real-time saving: a remote card in hover-edit saves each field once it is done (and a
 * control hover-edit leaves editable at once), unless the card sets `prohibitRealTimeSaving`.
 */
export function savesPerField(context: Pick<FormContext, 'remote' | 'hoverEdit' | 'cardState'>): boolean {
  return context.remote && context.hoverEdit && !context.cardState.prohibitRealTimeSaving;
}

/** spec 3 `requestHeaderParams` of a save, when the card has any. */
/** The save call for `data` (the whole card, or with `fields` the fields done since the last save). */
function saveRequestOf(
  context: FormContext,
  data: FormSaveRequest['data'],
  fields?: string[],
): FormSaveRequest {
  const headers = context.cardState.requestHeaderParams;
  return {
    module: context.module ?? 'common',
    saveDataParams: context.saveDataParams ?? {},
    ...(Object.keys(headers).length > 0 ? { requestHeaderParams: headers } : {}),
    data,
    ...(fields ? { fields } : {}),
  };
}

/** The data sent: the non-empty values, each declared conversion applied (issue 38). */
function submittedData(context: FormContext, data: FormValues): FormValues {
  return convertOnSubmit(data, context.conversions);
}

const withField = (list: readonly string[], id: string) => (list.includes(id) ? [...list] : [...list, id]);

function validationOf(context: FormContext) {
  return validateForm(effectiveItems(context), context.data, { includeHidden: context.includeHidden });
}

/** The errors of `fields` alone (a per-field save checks only what it sends), or undefined. */
function fieldErrors(context: FormContext, fields: readonly string[]): Record<string, string[]> | undefined {
  const items = effectiveItems(context).filter((item) => fields.includes(item.id));
  const result = validateForm(items, context.data, { includeHidden: context.includeHidden });
  return result.valid ? undefined : result.errors;
}

/** A step move: the step shown and the checked step's errors in place of its old ones. */
function stepContext(
  context: FormContext,
  move: { step: number; validation: { errors: Record<string, string[]> } },
  checked: number,
): Partial<FormContext> {
  const errors = { ...context.errors };
  for (const id of context.steps[checked]?.fields ?? []) delete errors[id];
  const count = Object.keys(move.validation.errors).length;
  return {
    step: move.step,
    errors: { ...errors, ...move.validation.errors },
    notice: count > 0 ? ({ kind: 'invalid', count } as FormNotice) : undefined,
    editingField: undefined,
  };
}

function savedContext(context: FormContext, output: FormSaveResult | void): Partial<FormContext> {
  const errors = output?.errors ? mergeFieldErrors(output.errors) : {};
  const count = Object.keys(errors).length;
  if (count > 0) {
    // a step form opens the first step the server found wrong
    const wrong = firstStepWithError(context.steps, errors);
    return { errors, notice: { kind: 'invalid', count }, ...(wrong === -1 ? {} : { step: wrong }) };
  }
  return {
    data: output?.data ? { ...context.data, ...output.data } : context.data,
    notice: { kind: 'saved' },
  };
}

/**
 * A form or detail card (spec 4 form state): uninitialised until its layout and data arrive (given,
 * sent with INIT, or loaded by `loadCard`), then initialised: fields change, submit validates
 * (spec 5), opens the first error's group and asks for it to be scrolled into view, then saves
 * through `saveCard` unless `lockSave` is set. RESET restores the initial data, layout and custom
 * layout.
 */
export const formMachine = setup({
  types: {
    input: {} as FormInput,
    context: {} as FormContext,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  actors: {
    loadCard: fromPromise<FormCard, FormSource>(() =>
      Promise.reject(new Error('provide the loadCard actor')),
    ),
    saveCard: fromPromise<FormSaveResult | void, FormSaveRequest>(() =>
      Promise.reject(new Error('provide the saveCard actor')),
    ),
  },
  guards: {
    hasCard: ({ context }) => context.items.length > 0,
    hasSource: ({ context }) => context.source !== undefined,
    fieldsPending: ({ context }) => context.pendingFields.length > 0 && savesPerField(context),
    pendingInvalid: ({ context }) => fieldErrors(context, context.pendingFields) !== undefined,
    saveLocked: ({ context }) => context.lockSave,
    invalid: ({ context }) => !validationOf(context).valid,
    missingSaveConfig: ({ context }) =>
      context.remote && saveConfigErrors(context.module, context.saveDataParams).length > 0,
  },
  actions: {
    assignCard: assign(({ context, event }) => {
      assertEvent(event, 'INIT');
      return cardContext(event.card, context.hostDependencies, context.conversions, context.query);
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const changed = { ...context.data, [event.id]: event.value };
      // spec 3 `cascadeRules`: a `fill` rule the new value sets off fills its targets
      const fills = dependencyFills(
        event.id,
        event.value,
        formDependencies(context.items, context.dependencies),
        changed,
      );
      const errors = { ...context.errors };
      for (const id of [event.id, ...Object.keys(fills)]) delete errors[id];
      // a control hover-edit leaves editable (switch, radio ...) is done at once
      const item = context.items.find((entry) => entry.id === event.id);
      const done = savesPerField(context) && item !== undefined && !isHoverEditReadOnly(item.itemType);
      return {
        data: { ...changed, ...fills },
        errors,
        notice: undefined,
        ...(done ? { pendingFields: withField(context.pendingFields, event.id) } : {}),
      };
    }),
    // a field done with an error is not sent: its message shows under it
    refusePending: assign(({ context }) => {
      const errors = fieldErrors(context, context.pendingFields) ?? {};
      return {
        errors: { ...context.errors, ...errors },
        notice: { kind: 'invalid', count: Object.keys(errors).length } as FormNotice,
        pendingFields: [],
      };
    }),
    queueEditedField: assign(({ context }) =>
      context.editingField && savesPerField(context)
        ? { pendingFields: withField(context.pendingFields, context.editingField) }
        : {},
    ),
    emitChange: emit(({ context }) => ({ type: 'change' as const, values: context.data })),
    stepNext: assign(({ context }) => {
      const current = clampStep(context.steps, context.step);
      const move = nextStep(effectiveItems(context), context.data, context.steps, current, {
        includeHidden: context.includeHidden,
      });
      return stepContext(context, move, current);
    }),
    stepPrevious: assign(({ context }) => {
      const current = clampStep(context.steps, context.step);
      const move = previousStep(effectiveItems(context), context.data, context.steps, current, {
        includeHidden: context.includeHidden,
      });
      // going back never shows a notice: the user was not stopped
      return { ...stepContext(context, move, current), notice: undefined };
    }),
    stepGo: assign(({ context, event }) => {
      assertEvent(event, 'STEP.GO');
      const target = clampStep(context.steps, event.step);
      return target < context.step ? { step: target, editingField: undefined } : {};
    }),
    refuseLocked: assign({ notice: { kind: 'locked' } as FormNotice }),
    assignErrors: assign(({ context }) => {
      const result = validationOf(context);
      const group = result.firstErrorGroup;
      // issue 38: a step form opens the first step holding an error, and scrolls to its first one
      const wrongStep = firstStepWithError(context.steps, result.errors);
      const stepField =
        wrongStep === -1
          ? undefined
          : context.steps[wrongStep]?.fields.find((id) =>
              Object.prototype.hasOwnProperty.call(result.errors, id),
            );
      const firstField = stepField ?? result.firstErrorField;
      return {
        errors: result.errors,
        step: wrongStep === -1 ? context.step : wrongStep,
        openGroups: group ? { ...context.openGroups, [group]: true } : context.openGroups,
        notice: { kind: 'invalid', count: Object.keys(result.errors).length } as FormNotice,
        scrollRequest: firstField
          ? { field: firstField, group, seq: (context.scrollRequest?.seq ?? 0) + 1 }
          : context.scrollRequest,
        editingField: undefined,
      };
    }),
    emitScroll: emit(({ context }) => ({
      type: 'scrollToField' as const,
      field: context.scrollRequest?.field ?? '',
      group: context.scrollRequest?.group,
    })),
    assignConfigError: assign(({ context }) => ({
      notice: {
        kind: 'config',
        messages: saveConfigErrors(context.module, context.saveDataParams),
      } as FormNotice,
    })),
    // spec 8: each configuration error is reported to the host (the hook writes it to the console)
    emitConfigErrors: enqueueActions(({ context, enqueue }) => {
      for (const message of saveConfigErrors(context.module, context.saveDataParams)) {
        enqueue.emit({ type: 'configError', message });
      }
    }),
    clearErrors: assign({ errors: {}, notice: undefined, editingField: undefined }),
    emitSaved: enqueueActions(({ context, enqueue }) => {
      if (context.notice?.kind === 'saved') {
        enqueue.emit({
          type: 'saved',
          data: submittedData(context, collectFormData(effectiveItems(context), context.data)),
        });
      }
    }),
    reset: assign(({ context }) => ({
      data: { ...context.initial.data },
      step: 0,
      layout: [...context.initial.layout],
      customLayout: [...context.initial.customLayout],
      errors: {},
      notice: undefined,
      editingField: undefined,
    })),
    assignLock: assign(({ event }) => {
      assertEvent(event, 'LOCK_SAVE');
      return { lockSave: event.locked };
    }),
    hideTag: assign(({ context, event }) => {
      assertEvent(event, 'TAG.HIDE');
      return context.hiddenTags.includes(event.id) ? {} : { hiddenTags: [...context.hiddenTags, event.id] };
    }),
    showTags: assign({ hiddenTags: [] }),
    toggleGroup: assign(({ context, event }) => {
      assertEvent(event, 'GROUP.TOGGLE');
      const group = context.groups.find((g) => g.id === event.id);
      const open =
        context.openGroups[event.id] ?? (group?.kind === 'collapsible' ? group.open === true : true);
      return { openGroups: { ...context.openGroups, [event.id]: !open } };
    }),
    addCondition: assign(({ context, event }) => {
      assertEvent(event, 'CONDITION.ADD');
      const taken = new Set(context.customLayout.map((row) => row.fieldId));
      const fieldId = event.fieldId ?? context.items.find((item) => !taken.has(item.id))?.id;
      if (!fieldId || !context.items.some((item) => item.id === fieldId)) return {};
      const seq = context.conditionSeq + 1;
      return {
        customLayout: [...context.customLayout, { id: `condition-${seq}`, fieldId }],
        conditionSeq: seq,
      };
    }),
    changeCondition: assign(({ context, event }) => {
      assertEvent(event, 'CONDITION.CHANGE');
      if (!context.items.some((item) => item.id === event.fieldId)) return {};
      return {
        customLayout: context.customLayout.map((row) =>
          row.id === event.rowId ? { ...row, fieldId: event.fieldId } : row,
        ),
      };
    }),
    deleteCondition: assign(({ context, event }) => {
      assertEvent(event, 'CONDITION.DELETE');
      return { customLayout: context.customLayout.filter((row) => row.id !== event.rowId) };
    }),
    assignDisplayModules: assign(({ event }) => {
      assertEvent(event, 'DISPLAY_MODULES.SET');
      return { displayModules: event.modules };
    }),
    assignHoverEdit: assign(({ event }) => {
      assertEvent(event, 'HOVER_EDIT.SET');
      return { hoverEdit: event.enabled, editingField: undefined };
    }),
    startEdit: assign(({ event }) => {
      assertEvent(event, 'EDIT.START');
      return { editingField: event.id };
    }),
    endEdit: assign({ editingField: undefined }),
    toggleBox: assign(({ context, event }) => {
      assertEvent(event, 'BOX.TOGGLE');
      return { boxes: toggleFormBox(context.boxes, event.box) };
    }),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    source: input.source,
    remote: input.remote ?? input.source !== undefined,
    includeHidden: input.includeHidden ?? false,
    title: '',
    module: undefined,
    items: [],
    data: {},
    layout: [],
    customLayout: [],
    groups: [],
    tags: [],
    groupList: [],
    matrixItems: [],
    saveDataParams: undefined,
    initial: { data: {}, layout: [], customLayout: [] },
    errors: {},
    openGroups: {},
    hiddenTags: [],
    displayModules: input.displayModules,
    lockSave: input.lockSave ?? false,
    hoverEdit: input.hoverEdit ?? false,
    editingField: undefined,
    boxes: initialFormBoxes(),
    scrollRequest: undefined,
    notice: undefined,
    loadError: undefined,
    conditionSeq: 0,
    hostDependencies: input.dependencies ?? [],
    dependencies: input.dependencies ?? [],
    cardState: cardStateOf(undefined),
    pendingFields: [],
    savingFields: [],
    steps: input.steps ?? [],
    step: 0,
    conversions: input.conversions ?? {},
    query: input.query,
    ...(input.card ? cardContext(input.card, input.dependencies, input.conversions, input.query) : {}),
  }),
  on: {
    LOCK_SAVE: { actions: 'assignLock' },
    'DISPLAY_MODULES.SET': { actions: 'assignDisplayModules' },
    'HOVER_EDIT.SET': { actions: 'assignHoverEdit' },
  },
  initial: 'uninitialised',
  states: {
    uninitialised: {
      initial: 'checking',
      on: { INIT: { target: 'initialised', actions: 'assignCard' } },
      states: {
        checking: {
          always: [
            { guard: 'hasCard', target: '#form.initialised' },
            { guard: 'hasSource', target: 'loading' },
            { target: 'waiting' },
          ],
        },
        waiting: {},
        loading: {
          invoke: {
            src: 'loadCard',
            input: ({ context }) => context.source as FormSource,
            onDone: {
              target: '#form.initialised',
              actions: assign(({ context, event }) =>
                cardContext(event.output, context.hostDependencies, context.conversions, context.query),
              ),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ loadError: failureOf('load', event.error) })),
            },
          },
        },
        failed: { on: { 'LOAD.RETRY': 'loading' } },
      },
    },
    initialised: {
      initial: 'editing',
      on: {
        INIT: { target: '.editing', actions: 'assignCard' },
        'FIELD.CHANGE': { actions: ['assignField', 'emitChange'] },
        RESET: { actions: ['reset', 'emitChange'] },
        'TAG.HIDE': { actions: 'hideTag' },
        'TAG.SHOW_ALL': { actions: 'showTags' },
        'GROUP.TOGGLE': { actions: 'toggleGroup' },
        'CONDITION.ADD': { actions: 'addCondition' },
        'CONDITION.CHANGE': { actions: 'changeCondition' },
        'CONDITION.DELETE': { actions: 'deleteCondition' },
        'EDIT.START': { actions: 'startEdit' },
        'EDIT.END': { actions: ['queueEditedField', 'endEdit'] },
        'BOX.TOGGLE': { actions: 'toggleBox' },
        'STEP.NEXT': { actions: 'stepNext' },
        'STEP.PREVIOUS': { actions: 'stepPrevious' },
        'STEP.GO': { actions: 'stepGo' },
      },
      states: {
        editing: {
          always: [
            { guard: and(['fieldsPending', 'pendingInvalid']), actions: 'refusePending' },
            { guard: 'fieldsPending', target: 'savingFields' },
          ],
          on: {
            SUBMIT: [
              { guard: 'saveLocked', actions: 'refuseLocked' },
              { guard: 'invalid', actions: ['assignErrors', 'emitScroll'] },
              { guard: 'missingSaveConfig', actions: ['assignConfigError', 'emitConfigErrors'] },
              { target: 'saving', actions: 'clearErrors' },
            ],
          },
        },
        // spec 3 real-time saving: the fields done since the last save, checked and saved alone
        savingFields: {
          entry: assign(({ context }) => ({ savingFields: context.pendingFields, pendingFields: [] })),
          on: { SUBMIT: {} },
          invoke: {
            src: 'saveCard',
            input: ({ context }) =>
              saveRequestOf(
                context,
                submittedData(
                  context,
                  Object.fromEntries(context.savingFields.map((id) => [id, context.data[id] ?? null])),
                ),
                context.savingFields,
              ),
            onDone: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => ({
                  ...savedContext(context, event.output),
                  savingFields: [],
                })),
                'emitSaved',
              ],
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({
                savingFields: [],
                notice: { kind: 'saveFailed', failure: failureOf('save', event.error) } as FormNotice,
              })),
            },
          },
        },
        saving: {
          on: { SUBMIT: {} },
          invoke: {
            src: 'saveCard',
            input: ({ context }) =>
              saveRequestOf(
                context,
                submittedData(context, collectFormData(effectiveItems(context), context.data)),
              ),
            onDone: {
              target: 'editing',
              actions: [assign(({ context, event }) => savedContext(context, event.output)), 'emitSaved'],
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({
                notice: { kind: 'saveFailed', failure: failureOf('save', event.error) } as FormNotice,
              })),
            },
          },
        },
      },
    },
  },
});

export type FormMachine = typeof formMachine;
