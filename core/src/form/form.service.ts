// The card's HTTP calls over createApiClient: layout, data, matrix items (spec 7 getMaTrixItems)
// and save. Every answer is untrusted and checked before use.
import { fromPromise } from 'xstate';
import { createApiClient, type ApiClient } from '../http';
import { asArray, asNumber, asString, isRecord, ownValue } from '../shared/guards';
import type { FormSaveRequest, FormSaveResult, FormSource } from './form.machine';
import { parseRelationRecord } from '../shared/relation-record';
import type {
  CardGroupListEntry,
  CardRelevanceData,
  CardTag,
  FormAttributeNames,
  FormCascadeRule,
  FormCard,
  FormGroup,
  FormGroupKind,
  FormItem,
  FormLayoutCell,
  FormOption,
  FormValues,
  MatrixItem,
} from './form.types';

/** The IO of a card; `createFormServices` gives the real one, tests give fakes. */
export interface FormServices {
  loadCard(source: FormSource, signal?: AbortSignal): Promise<FormCard>;
  saveCard(request: FormSaveRequest & { kind: string }, signal?: AbortSignal): Promise<FormSaveResult>;
}

export interface FormServicesOptions {
  /** The suite module (default `common`). */
  module?: string;
  mobile?: boolean;
  client?: ApiClient;
}

const KINDS: readonly FormGroupKind[] = [
  'normal',
  'alwaysShow',
  'collapsible',
  'follow',
  'tags',
  'groupList',
];
const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** Card call paths; kinds and modules are single safe path segments. */
export function cardEndpoint(module: string, kind: string, action: 'layout' | 'data' | 'save'): string {
  if (!SAFE_KEY.test(module) || !SAFE_KEY.test(kind)) throw new Error(`invalid card kind or module: ${kind}`);
  return `/api/${module}/common/card/${kind}/${action}`;
}

/** spec 7: the matrix items call. */
export function matrixEndpoint(module: string): string {
  if (!SAFE_KEY.test(module)) throw new Error(`invalid module: ${module}`);
  return `/api/app/${module}/component/data/permission/getMaTrixItems`;
}

function strings(value: unknown): string[] {
  return asArray(value).filter((entry): entry is string => typeof entry === 'string');
}

function optionalNumber(value: unknown): number | undefined {
  const n = asNumber(value, Number.NaN);
  return Number.isFinite(n) ? n : undefined;
}

/** spec 3 `attributeNames`: single safe keys only (never `__proto__` and the like). */
function parseAttributeNames(value: unknown): FormAttributeNames | undefined {
  if (!isRecord(value)) return undefined;
  const names: FormAttributeNames = {};
  for (const key of ['id', 'content'] as const) {
    const name = value[key];
    if (typeof name === 'string' && SAFE_KEY.test(name) && name !== '__proto__') names[key] = name;
  }
  return Object.keys(names).length > 0 ? names : undefined;
}

/** Options of an answer; `attributeNames` says which keys hold the id and the label. */
function parseOptions(value: unknown, names: FormAttributeNames = {}): FormOption[] {
  const idKey = names.id ?? 'id';
  const labelKey = names.content ?? 'content';
  return asArray(value).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const id = ownValue(entry, idKey);
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    return [
      {
        id: String(id),
        content: asString(ownValue(entry, labelKey), String(id)),
        disabled: entry.disabled === true,
      },
    ];
  });
}

const EFFECTS = ['show', 'hide', 'require', 'fill'] as const;

/** spec 3 `cascadeRules` of an answer: known effects, targets among `ids`, plain values. */
function parseCascadeRules(value: unknown, ids: ReadonlySet<string>): FormCascadeRule[] | undefined {
  const rules = asArray(value).flatMap((rule): FormCascadeRule[] => {
    if (!isRecord(rule)) return [];
    const effect = EFFECTS.find((e) => e === rule.effect);
    const targets = strings(rule.targets).filter((id) => ids.has(id));
    if (!effect || targets.length === 0) return [];
    const values = Array.isArray(rule.values)
      ? rule.values.filter(
          (v): v is string | number | boolean =>
            typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
        )
      : undefined;
    const out: FormCascadeRule = { effect, targets };
    if (values) out.values = values;
    if (rule.operate === 'notIn') out.operate = 'notIn';
    if (effect === 'fill' && rule.value !== undefined && typeof rule.value !== 'function')
      out.value = rule.value;
    return [out];
  });
  return rules.length > 0 ? rules : undefined;
}

/** Items of a layout answer; entries without an id or type are left out. */
export function parseFormItems(value: unknown): FormItem[] {
  const ids = new Set(
    asArray(value).flatMap((entry) => (isRecord(entry) && typeof entry.id === 'string' ? [entry.id] : [])),
  );
  return asArray(value).flatMap((entry): FormItem[] => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.itemType !== 'string') return [];
    const bean = isRecord(entry.browserBean) ? entry.browserBean : undefined;
    const attributeNames = parseAttributeNames(entry.attributeNames);
    const cascadeRules = parseCascadeRules(entry.cascadeRules, ids);
    const item: FormItem = {
      id: entry.id,
      itemType: entry.itemType,
      label: asString(entry.label, entry.id),
      required: entry.required === true,
      hide: entry.hide === true,
      disabled: entry.disabled === true,
      readOnly: entry.readOnly === true,
      multiple: entry.multiple === true,
      groupId: typeof entry.groupId === 'string' ? entry.groupId : undefined,
      options: parseOptions(entry.options, attributeNames),
      rows: optionalNumber(entry.rows),
      min: optionalNumber(entry.min),
      max: optionalNumber(entry.max),
      step: optionalNumber(entry.step),
      maxLength: optionalNumber(entry.maxLength),
      colSpan: optionalNumber(entry.colSpan),
      labelSpan: optionalNumber(entry.labelSpan),
      common: entry.common === false ? false : undefined,
      browserBean:
        bean && typeof bean.type === 'string'
          ? { type: bean.type, module: asString(bean.module) || undefined }
          : undefined,
      browserTypes: asArray(entry.browserTypes).flatMap((t) =>
        isRecord(t) && typeof t.type === 'string' ? [{ type: t.type, label: asString(t.label, t.type) }] : [],
      ),
    };
    if (cascadeRules) item.cascadeRules = cascadeRules;
    if (attributeNames) item.attributeNames = attributeNames;
    if (typeof entry.showGroupId === 'string' && entry.showGroupId) item.showGroupId = entry.showGroupId;
    if (entry.selectedKeyPrior === true) item.selectedKeyPrior = true;
    if (entry.inSearchAdvanced === true) item.inSearchAdvanced = true;
    const rules = asArray(entry.rules).flatMap((rule) =>
      isRecord(rule)
        ? [
            {
              required: typeof rule.required === 'boolean' ? rule.required : undefined,
              pattern: typeof rule.pattern === 'string' ? rule.pattern : undefined,
              min: optionalNumber(rule.min),
              max: optionalNumber(rule.max),
              len: optionalNumber(rule.len),
              message: typeof rule.message === 'string' ? rule.message : undefined,
            },
          ]
        : [],
    );
    return [rules.length > 0 ? { ...item, rules } : item];
  });
}

function parseLayout(value: unknown): FormLayoutCell[] {
  return asArray(value).flatMap((cell) =>
    isRecord(cell) && typeof cell.id === 'string'
      ? [
          {
            id: cell.id,
            items: strings(cell.items),
            groupId: typeof cell.groupId === 'string' ? cell.groupId : undefined,
            hide: cell.hide === true,
            disabled: cell.disabled === true,
            colSpan: optionalNumber(cell.colSpan),
            labelSpan: optionalNumber(cell.labelSpan),
          },
        ]
      : [],
  );
}

function parseGroups(value: unknown): FormGroup[] {
  return asArray(value).flatMap((group) => {
    if (!isRecord(group) || typeof group.id !== 'string') return [];
    const kind = KINDS.find((k) => k === group.kind);
    return [
      {
        id: group.id,
        title: asString(group.title, group.id),
        kind,
        open: group.open === true,
        module: typeof group.module === 'string' ? group.module : undefined,
      },
    ];
  });
}

function parseTags(value: unknown): CardTag[] {
  return asArray(value).flatMap((tag) =>
    isRecord(tag) && typeof tag.id === 'string'
      ? [
          {
            id: tag.id,
            name: asString(tag.name, tag.id),
            color: typeof tag.color === 'string' ? tag.color : undefined,
          },
        ]
      : [],
  );
}

function parseGroupList(value: unknown): CardGroupListEntry[] {
  return asArray(value).flatMap((entry) =>
    isRecord(entry) && typeof entry.id === 'string'
      ? [{ id: entry.id, name: asString(entry.name, entry.id), layoutIds: strings(entry.layoutIds) }]
      : [],
  );
}

/** spec 3 "Matrix item" entries of a getMaTrixItems answer. */
export function parseMatrixItems(value: unknown): MatrixItem[] {
  return asArray(value).flatMap((entry) =>
    isRecord(entry) && typeof entry.id === 'string'
      ? [
          {
            id: entry.id,
            groupType: asString(entry.groupType),
            itemName: asString(entry.itemName),
            matrixId: asString(entry.matrixId),
            matrixValueId: asString(entry.matrixValueId),
            matrixRules: asArray(entry.matrixRules),
            condition: asArray(entry.condition).flatMap((c) =>
              isRecord(c) && typeof c.fieldId === 'string'
                ? [
                    {
                      fieldId: c.fieldId,
                      type: asString(c.type),
                      content: asString(c.content),
                      operate: asString(c.operate),
                    },
                  ]
                : [],
            ),
          },
        ]
      : [],
  );
}

/** The values of known fields only (never prototype keys). */
export function parseFormValues(value: unknown, items: readonly FormItem[]): FormValues {
  if (!isRecord(value)) return {};
  const out: FormValues = {};
  for (const item of items) {
    const v = ownValue(value, item.id);
    if (v !== undefined) out[item.id] = v;
  }
  return out;
}

/** spec 3 `relevanceDatas`: a list of `{ kind, items }`, or an object of lists by kind. */
export function parseRelevanceDatas(value: unknown): CardRelevanceData[] {
  const groups = Array.isArray(value)
    ? value
    : isRecord(value)
      ? Object.keys(value).map((kind) => ({ kind, items: value[kind] }))
      : [];
  return groups.flatMap((group): CardRelevanceData[] => {
    if (!isRecord(group) || typeof group.kind !== 'string' || !SAFE_KEY.test(group.kind)) return [];
    const items = asArray(group.items).flatMap((raw) => {
      const record = parseRelationRecord(raw);
      return record ? [record] : [];
    });
    return [{ kind: group.kind, items, ...(group.moduleFree === true ? { moduleFree: true } : {}) }];
  });
}

/** spec 3 `requestHeaderParams`: header names and text values only. */
function parseHeaders(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const headers: Record<string, string> = {};
  for (const [name, raw] of Object.entries(value)) {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(name)) continue;
    if ((typeof raw === 'string' && !/[\r\n]/.test(raw)) || typeof raw === 'number')
      headers[name] = String(raw);
  }
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/**
 * spec 3 `dataParams`: names of letters, digits, `_`, `.` and `-` (at most 64) with a text (no line
 * break, at most 256 characters), finite number or boolean value; anything else is dropped.
 */
export function parseDataParams(raw: unknown): Record<string, string | number | boolean> | undefined {
  if (!isRecord(raw)) return undefined;
  const params: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!/^[A-Za-z_][\w.-]{0,63}$/.test(name)) continue;
    if (typeof value === 'string' && value.length <= 256 && !/[\r\n]/.test(value)) params[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) params[name] = value;
    else if (typeof value === 'boolean') params[name] = value;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/** A card from its layout, data and matrix answers. */
export function parseCard(layout: unknown, data: unknown, matrix: unknown, module: string): FormCard {
  const l = isRecord(layout) ? layout : {};
  const items = parseFormItems(l.items);
  const saveDataParams = isRecord(l.saveDataParams)
    ? { ...l.saveDataParams, objectId: asString(l.saveDataParams.objectId) || undefined }
    : undefined;
  return {
    title: asString(l.title),
    module: asString(l.module, module) || module,
    items,
    layout: parseLayout(l.layout),
    groups: parseGroups(l.groups),
    tags: parseTags(l.tags),
    groupList: parseGroupList(l.groupList),
    saveDataParams,
    data: parseFormValues(isRecord(data) ? (data.data ?? data) : {}, items),
    matrixItems: parseMatrixItems(isRecord(matrix) ? (matrix.items ?? matrix.data) : matrix),
    ...cardStateOf(l),
  };
}

/** spec 3 "Card state" fields of a layout answer. */
function cardStateOf(l: Record<string, unknown>): Partial<FormCard> {
  const state: Partial<FormCard> = {};
  if (l.relevanceDatas !== undefined) state.relevanceDatas = parseRelevanceDatas(l.relevanceDatas);
  const headers = parseHeaders(l.requestHeaderParams);
  if (headers) state.requestHeaderParams = headers;
  const dataParams = parseDataParams(l.dataParams);
  if (dataParams) state.dataParams = dataParams;
  if (typeof l.secretLevel === 'number' && Number.isFinite(l.secretLevel)) state.secretLevel = l.secretLevel;
  if (typeof l.secretLevelValidity === 'string') state.secretLevelValidity = l.secretLevelValidity;
  if (l.prohibitRealTimeSaving === true) state.prohibitRealTimeSaving = true;
  return state;
}

/** The real `FormServices` over HTTP. */
export function createFormServices(options: FormServicesOptions = {}): FormServices {
  const client = options.client ?? createApiClient();
  const moduleOf = (source: { module?: string }) => source.module ?? options.module ?? 'common';
  return {
    async loadCard(source, signal) {
      const module = moduleOf(source);
      const query = { objectId: source.id };
      const apiHeaders = source.requestHeaderParams;
      const [layout, data, matrix] = await Promise.all([
        client.request({
          url: cardEndpoint(module, source.kind, 'layout'),
          method: 'GET',
          data: query,
          apiHeaders,
          signal,
        }),
        client.request({
          url: cardEndpoint(module, source.kind, 'data'),
          method: 'GET',
          data: query,
          apiHeaders,
          signal,
        }),
        client.request({ url: matrixEndpoint(module), method: 'POST', data: query, apiHeaders, signal }),
      ]);
      const card = parseCard(layout.data, data.data, matrix.data, module);
      // the host's headers, then the card's own (spec 3 requestHeaderParams)
      return apiHeaders
        ? { ...card, requestHeaderParams: { ...apiHeaders, ...card.requestHeaderParams } }
        : card;
    },
    async saveCard(request, signal) {
      const answer = await client.request({
        url: cardEndpoint(request.module, request.kind, 'save'),
        method: 'POST',
        data: {
          currentModule: request.module,
          saveDataParams: request.saveDataParams,
          data: request.data,
          ...(request.fields ? { fields: request.fields } : {}),
        },
        apiHeaders: request.requestHeaderParams,
        signal,
      });
      const data = isRecord(answer.data) ? answer.data : {};
      return { data: isRecord(data.data) ? data.data : undefined };
    },
  };
}

/** What a form's save does besides the backend (spec 4): the host's handler, when it gives one. */
export interface FormActorOptions {
  /** The record the form edits: its kind goes with the backend's save. Without it nothing is sent. */
  source?: FormSource;
  /**
   * The host's save handler at the moment of saving (read on each save, so a handler replaced after
   * mount counts); when it gives one, it saves instead of the backend.
   */
  submitHandler?():
    ((data: FormValues) => Promise<FormSaveResult | void> | FormSaveResult | void) | undefined;
}

/**
 * The form machine's actors over `FormServices` (HTTP from `createFormServices`, or a host's): the
 * card loads through `loadCard`; a save goes to the host's handler, else to `saveCard` for the
 * loaded record's kind, else (an in-page form without a handler) nowhere.
 */
export function formActors(services: FormServices, options: FormActorOptions = {}) {
  return {
    loadCard: fromPromise<FormCard, FormSource>(({ input, signal }) => services.loadCard(input, signal)),
    saveCard: fromPromise<FormSaveResult | void, FormSaveRequest>(async ({ input }) => {
      const submit = options.submitHandler?.();
      if (submit) return submit(input.data);
      if (options.source) return services.saveCard({ ...input, kind: options.source.kind });
      return undefined;
    }),
  };
}
