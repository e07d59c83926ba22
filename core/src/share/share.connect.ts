import type { SnapshotFrom } from 'xstate';
import { failureReason, type Failure } from '../http/failure';
import { connectSaveProblem, type SaveProblem, type SaveProblemView } from '../http/save-problem';
import type { MessageKey } from '../i18n';
import type { ConnectEnv } from '../shared/connect';
import type { AuthFormEvent, AuthFormMachine } from './auth-form.machine';
import { SHARE_PAGE_SIZE_OPTIONS, isShareTargetType, needsTargets, shareBrowserType } from './share.logic';
import type { ShareFormState, ShareListContext, ShareListEvent, ShareListMachine } from './share.machine';
import {
  SHARE_TARGET_TYPES,
  type AuthFormValues,
  type ShareOperation,
  type ShareSearch,
  type ShareTargetType,
} from './share.types';

/** What failed (the feature's words) and, when known, why (issue 35 item 10: never the client's text). */
function failureLine(what: string, failure: Failure | null, t: ConnectEnv['t']): string {
  return failure ? t('common.failure.message', { what, why: failureReason(failure, t) }) : what;
}

/** A share target type as an option. */
export interface ShareTargetTypeOption {
  value: ShareTargetType;
  label: string;
}

/** A row operation, labelled. */
export interface ShareOperationView {
  key: ShareOperation;
  label: string;
  /** Delete asks first: the question to ask, or null. */
  confirm: string | null;
  run(): void;
}

/** One cell of a row, as text (never HTML). */
export interface ShareCellView {
  key: string;
  text: string;
}

/** One share as a row. */
export interface ShareRowView {
  id: string;
  /** Cells in the order of `columns`. */
  cells: ShareCellView[];
  /** The row's title on mobile (its first cell). */
  title: string;
  /** The other cells, labelled (mobile). */
  details: { key: string; label: string; text: string }[];
  /** spec 3: 'already deleted' for rows flagged delete, or null. */
  deletedText: string | null;
  checked: boolean;
  checkLabel: string;
  toggle(): void;
  operations: ShareOperationView[];
  /** The row's place in `rows` (what `reorder.move` takes). */
  index: number;
  /** Accessible name of the row's drag handle. */
  handleLabel: string;
}

/** spec 2.3 sort: rows reordered by dragging their handles or by the arrow keys on a handle. */
export interface ShareReorderView {
  /** Handles are shown and act (the list is ready and nothing is being sent). */
  enabled: boolean;
  /** How to move a row by keyboard (the handles' description). */
  instructions: string;
  /** What a screen reader hears after a move (polite live region). */
  announcement: string;
  /** A drag ended: the row at `from` goes to `to`; only that row's new sort value is sent. */
  move(from: number, to: number): void;
  /** A key on row `index`'s handle: arrows move it by one, Home and End to the ends; true when handled. */
  keyDown(index: number, key: string): boolean;
}

/** Where the list stands. */
export type ShareListStatus = 'loading' | 'ready' | 'empty' | 'error';

/** What both skins render for a Share and Auth list. */
export interface ShareListView {
  title: string;
  status: ShareListStatus;
  /** A call is under way (the first load, a reload, a change being sent). */
  busy: boolean;
  statusText: string;
  retryLabel: string;
  retry(): void;
  /** A change that did not go through, and why, or null. */
  notice: string | null;
  dismissNotice(): void;
  /** A change the user must decide about (issue 35 items 8, 9: changed elsewhere, or refused), or null. */
  problem: SaveProblemView | null;
  columns: { key: string; title: string; width?: number }[];
  operationsLabel: string;
  rows: ShareRowView[];
  /** spec 3 tableType CHECKBOX: rows have check boxes and batch delete. */
  checkable: boolean;
  checkedKeys: readonly string[];
  checkedCount: number;
  allChecked: boolean;
  someChecked: boolean;
  checkAllLabel: string;
  toggleAll(): void;
  batchDelete: { label: string; disabled: boolean; confirm: string; run(): void };
  add: { label: string; run(): void };
  search: {
    searchType: 'default' | 'keyword';
    searchTypeOptions: { value: 'default' | 'keyword'; label: string }[];
    setSearchType(type: 'default' | 'keyword'): void;
    targetType: string;
    targetTypeLabel: string;
    targetTypeOptions: { value: string; label: string }[];
    setTargetType(type: string): void;
    /** The browser type picking search targets of the chosen type, or null (none to pick). */
    targetBrowserType: string | null;
    targetId: string;
    targetLabel: string;
    setTargets(ids: readonly string[]): void;
    keywords: string;
    keywordLabel: string;
    keywordPlaceholder: string;
    setKeywords(keywords: string): void;
    submitLabel: string;
  };
  pagination: {
    current: number;
    pageSize: number;
    total: number;
    pageSizeOptions: readonly number[];
    totalText: string;
    change(current: number, pageSize?: number): void;
  };
  /** The mobile list view: append the next page. */
  more: { hasMore: boolean; loading: boolean; text: string; load(): void };
  /** The auth form the list has open, or null. */
  form: ShareFormView | null;
  closeForm(saved?: boolean): void;
  reload(): void;
  /** spec 4 sorting: the page's rows in a new order. */
  sort(ids: readonly string[]): void;
  /** spec 2.3 sort by drag and keyboard. */
  reorder: ShareReorderView;
}

/** The place a key moves row `index` of `count` to, or null when the key does not move it. */
export function shareKeyMoveTarget(index: number, count: number, key: string): number | null {
  const to =
    key === 'ArrowUp'
      ? index - 1
      : key === 'ArrowDown'
        ? index + 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  return to === null || to < 0 || to >= count || to === index ? null : to;
}

const OPERATION_LABEL: Record<ShareOperation, MessageKey> = {
  edit: 'share.edit',
  delete: 'share.delete',
  top: 'share.top',
};

const COLUMN_TITLES: Record<string, MessageKey> = {
  targetType: 'share.column.targetType',
  targetName: 'share.column.targetName',
  seclevel: 'share.column.seclevel',
  creator: 'share.column.creator',
  createTime: 'share.column.createTime',
};

/** The label of a share target type. */
export function shareTargetTypeLabel(type: string, t: ConnectEnv['t']): string {
  return isShareTargetType(type) ? t(`share.targetType.${type}` as MessageKey) : type;
}

/** The auth form the list has open: what to open it on, and how it closes. */
export interface ShareFormView {
  mode: ShareFormState['mode'];
  /** The edited entry (edit mode). */
  id: string | undefined;
  /** A new form for each entry edited, one for adding. */
  key: string;
  saved(): void;
  cancelled(): void;
}

function shareFormView(form: ShareFormState, send: (event: ShareListEvent) => void): ShareFormView {
  const id = form.mode === 'edit' ? form.id : undefined;
  return {
    mode: form.mode,
    id,
    key: id ?? 'add',
    saved: () => send({ type: 'FORM.CLOSE', saved: true }),
    cancelled: () => send({ type: 'FORM.CLOSE', saved: false }),
  };
}

/**
 * The share list's and the auth form's save problem (a version conflict, a refusal): the same texts
 * and the same three intents, which both machines take as PROBLEM.* events.
 */
function shareSaveProblem(
  kind: SaveProblem | null | undefined,
  send: (event: { type: 'PROBLEM.RELOAD' | 'PROBLEM.OVERWRITE' | 'PROBLEM.DISMISS' }) => void,
  t: ConnectEnv['t'],
  busy: boolean,
): SaveProblemView | null {
  return connectSaveProblem(
    kind,
    {
      conflictTitle: t('share.conflict.title'),
      conflictMessage: t('share.conflict.message'),
      deniedMessage: t('share.denied'),
    },
    {
      reload: () => send({ type: 'PROBLEM.RELOAD' }),
      overwrite: () => send({ type: 'PROBLEM.OVERWRITE' }),
      dismiss: () => send({ type: 'PROBLEM.DISMISS' }),
    },
    t,
    busy,
  );
}

/** The rows as both skins draw them: cells, title and details, check box, operations, drag handle. */
function shareRowViews(
  context: ShareListContext,
  columns: ShareListView['columns'],
  send: (event: ShareListEvent) => void,
  t: ConnectEnv['t'],
): ShareRowView[] {
  const cellText = (key: string, value: string) =>
    key === 'targetType' ? shareTargetTypeLabel(value, t) : value;
  return context.rows.map((row, index) => {
    const cells = columns.map((column) => ({
      key: column.key,
      text: cellText(column.key, row.values[column.key] ?? ''),
    }));
    // the row's title is its target's name (else the first column); the other cells are its details
    const titleCell = cells.find((cell) => cell.key === 'targetName') ?? cells[0];
    const title = titleCell?.text || row.id;
    return {
      id: row.id,
      cells,
      title,
      details: cells
        .filter((cell) => cell !== titleCell)
        .map((cell) => ({
          key: cell.key,
          label: columns.find((column) => column.key === cell.key)?.title ?? cell.key,
          text: cell.text,
        })),
      deletedText: row.deleted ? t('share.deleted') : null,
      checked: context.checkedKeys.includes(row.id),
      checkLabel: t('share.check', { name: title }),
      toggle: () => send({ type: 'CHECK.TOGGLE', id: row.id }),
      operations: context.operations.map((key) => ({
        key,
        label: t(OPERATION_LABEL[key]),
        confirm: key === 'delete' ? t('share.confirmDelete', { name: title }) : null,
        run: () => {
          if (key === 'edit') send({ type: 'FORM.EDIT', id: row.id });
          else if (key === 'delete') send({ type: 'DELETE', ids: [row.id] });
          else send({ type: 'TOP', id: row.id });
        },
      })),
      index,
      handleLabel: t('share.sort.handle', { name: title }),
    };
  });
}

/** The search bar: by target (type and picked targets) or by keywords (spec 4). */
function shareSearchView(
  search: ShareSearch,
  send: (event: ShareListEvent) => void,
  t: ConnectEnv['t'],
): ShareListView['search'] {
  const searchTargetType = isShareTargetType(search.targetType) ? search.targetType : null;
  return {
    searchType: search.searchType,
    searchTypeOptions: [
      { value: 'default', label: t('share.searchType.default') },
      { value: 'keyword', label: t('share.searchType.keyword') },
    ],
    setSearchType: (searchType) => send({ type: 'SEARCH', search: { searchType } }),
    targetType: search.targetType,
    targetTypeLabel: t('share.search.targetType'),
    targetTypeOptions: [
      { value: '', label: t('share.search.anyType') },
      ...SHARE_TARGET_TYPES.map((type) => ({ value: type, label: shareTargetTypeLabel(type, t) })),
    ],
    // another type drops the picked targets of the old one
    setTargetType: (targetType) =>
      send({ type: 'SEARCH', search: { searchType: 'default', targetType, targetId: '' } }),
    targetBrowserType:
      searchTargetType && needsTargets(searchTargetType) ? shareBrowserType(searchTargetType) : null,
    targetId: search.targetId,
    targetLabel: t('share.search.target'),
    setTargets: (ids) => send({ type: 'SEARCH', search: { searchType: 'default', targetId: ids.join(',') } }),
    keywords: search.keywords,
    keywordLabel: t('share.search.keyword'),
    keywordPlaceholder: t('share.search.keywordPlaceholder'),
    setKeywords: (keywords) => send({ type: 'SEARCH', search: { searchType: 'keyword', keywords } }),
    submitLabel: t('share.search.submit'),
  };
}

export function connectShareList(
  snapshot: SnapshotFrom<ShareListMachine>,
  send: (event: ShareListEvent) => void,
  env: ConnectEnv,
): ShareListView {
  const { context } = snapshot;
  const { t } = env;
  const loading = snapshot.matches('loading');
  const failed = snapshot.matches('failure');
  const status: ShareListStatus = failed
    ? 'error'
    : loading && context.rows.length === 0
      ? 'loading'
      : context.rows.length === 0 && !loading
        ? 'empty'
        : 'ready';
  const statusText =
    status === 'error'
      ? failureLine(t('share.error'), context.error, t)
      : status === 'loading'
        ? t('share.loading')
        : status === 'empty'
          ? t('share.empty')
          : '';
  const columns = context.columns.map((column) => ({
    key: column.dataIndex,
    // the suite's own columns speak the user's language; others keep the server's title
    title: COLUMN_TITLES[column.dataIndex] ? t(COLUMN_TITLES[column.dataIndex] as MessageKey) : column.title,
    ...(column.width ? { width: column.width } : {}),
  }));
  const checkable = context.tableType === 'CHECKBOX';
  const rows = shareRowViews(context, columns, send, t);
  const reorderEnabled = snapshot.matches('ready') && rows.length > 1;
  const movedIndex = context.moved === null ? -1 : rows.findIndex((row) => row.id === context.moved);
  const move = (from: number, to: number) => {
    if (reorderEnabled) send({ type: 'MOVE', from, to });
  };
  const checkedCount = context.checkedKeys.length;
  const allChecked = rows.length > 0 && rows.every((row) => row.checked);
  const notices = {
    delete: 'share.notice.delete',
    top: 'share.notice.top',
    sort: 'share.notice.sort',
  } as const;
  return {
    title: t('share.title'),
    status,
    busy: !snapshot.matches('ready') && !failed,
    statusText,
    retryLabel: t('share.retry'),
    retry: () => send({ type: 'RETRY' }),
    notice: context.notice ? failureLine(t(notices[context.notice]), context.noticeFailure, t) : null,
    dismissNotice: () => send({ type: 'NOTICE.DISMISS' }),
    problem: shareSaveProblem(context.problem, send, t, !snapshot.matches('problem')),
    columns,
    operationsLabel: t('share.operations'),
    rows,
    checkable,
    checkedKeys: context.checkedKeys,
    checkedCount,
    allChecked,
    someChecked: checkedCount > 0 && !allChecked,
    checkAllLabel: t('share.checkAll'),
    toggleAll: () => send({ type: 'CHECK.SET', keys: allChecked ? [] : context.rows.map((row) => row.id) }),
    batchDelete: {
      label: checkedCount > 0 ? t('share.batchDeleteCount', { count: checkedCount }) : t('share.batchDelete'),
      disabled: checkedCount === 0 || !snapshot.matches('ready'),
      confirm: t('share.confirmBatch', { count: checkedCount }),
      run: () => send({ type: 'DELETE.CHECKED' }),
    },
    add: { label: t('share.add'), run: () => send({ type: 'FORM.ADD' }) },
    search: shareSearchView(context.search, send, t),
    pagination: {
      current: context.current,
      pageSize: context.pageSize,
      total: context.total,
      pageSizeOptions: SHARE_PAGE_SIZE_OPTIONS,
      totalText: t('share.total', { total: context.total }),
      change: (current, pageSize) =>
        send({ type: 'PAGE.CHANGE', current, ...(pageSize ? { pageSize } : {}) }),
    },
    more: {
      hasMore: context.hasMore,
      loading: loading && context.request.append,
      text:
        loading && context.request.append
          ? t('share.loading')
          : context.hasMore
            ? t('share.more')
            : t('share.noMore'),
      load: () => send({ type: 'LIST.MORE' }),
    },
    form: context.form && shareFormView(context.form, send),
    closeForm: (saved) => send({ type: 'FORM.CLOSE', saved: saved === true }),
    reload: () => send({ type: 'RELOAD' }),
    sort: (ids) => send({ type: 'SORT', ids }),
    reorder: {
      enabled: reorderEnabled,
      instructions: t('share.sort.instructions'),
      announcement:
        movedIndex < 0
          ? ''
          : t('share.sort.moved', {
              name: rows[movedIndex]?.title ?? '',
              position: movedIndex + 1,
              count: rows.length,
            }),
      move,
      keyDown: (index, key) => {
        const to = shareKeyMoveTarget(index, rows.length, key);
        if (to === null) return false;
        move(index, to);
        return true;
      },
    },
  };
}

/** A rule condition as a line of text. */
export interface ShareConditionView {
  key: string;
  text: string;
}

/** What both skins render for the auth form. */
export interface AuthFormView {
  title: string;
  mode: 'add' | 'edit';
  status: 'loading' | 'error' | 'ready' | 'saved';
  statusText: string;
  retryLabel: string;
  retry(): void;
  saving: boolean;
  values: AuthFormValues;
  targetType: { label: string; options: ShareTargetTypeOption[]; set(type: ShareTargetType): void };
  /** The browser picking targets of the chosen type (null for all and allExternal). */
  targets: {
    label: string;
    browserType: string | null;
    error: string | null;
    set(targets: AuthFormValues['targets']): void;
  };
  seclevel: {
    label: string;
    minLabel: string;
    maxLabel: string;
    min: number;
    max: number;
    error: string | null;
    set(low: number, high: number): void;
  };
  /** Shown for role targets. */
  roleLevel: {
    visible: boolean;
    label: string;
    options: { value: number; label: string }[];
    set(level: number): void;
  };
  /** Shown for position targets. */
  positionLevel: {
    visible: boolean;
    label: string;
    options: { value: number; label: string }[];
    set(level: number): void;
  };
  /** Shown for departments and subcompanies. */
  subordinate: { visible: boolean; label: string; set(value: boolean): void };
  matrix: {
    label: string;
    failed: boolean;
    failedText: string;
    retry(): void;
    items: { id: string; name: string; conditions: ShareConditionView[] }[];
  };
  saveError: string | null;
  /**
   * The save named a version of the shares another tab or person has changed since (issue 35 item
   * 9): reload the form, or overwrite with these values; the shared save-problem notice.
   */
  problem: SaveProblemView | null;
  saveLabel: string;
  cancelLabel: string;
  save(): void;
}

const OPERATE_KEYS: Record<string, MessageKey> = {
  in: 'share.operate.in',
  notIn: 'share.operate.notIn',
  eq: 'share.operate.eq',
  ne: 'share.operate.ne',
  gt: 'share.operate.gt',
  lt: 'share.operate.lt',
  like: 'share.operate.like',
};

export function connectAuthForm(
  snapshot: SnapshotFrom<AuthFormMachine>,
  send: (event: AuthFormEvent) => void,
  env: ConnectEnv,
): AuthFormView {
  const { context } = snapshot;
  const { t } = env;
  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failure')
      ? 'error'
      : snapshot.matches('saved')
        ? 'saved'
        : 'ready';
  const { values, errors } = context;
  const offered = context.data?.targetTypes ?? [...SHARE_TARGET_TYPES];
  const range = context.data?.seclevelRange ?? { min: 0, max: 100 };
  const change = (patch: Partial<AuthFormValues>) => send({ type: 'CHANGE', values: patch });
  return {
    title: context.mode === 'edit' ? t('share.auth.editTitle') : t('share.auth.addTitle'),
    mode: context.mode,
    status,
    statusText:
      status === 'loading'
        ? t('share.loading')
        : status === 'error'
          ? failureLine(t('share.auth.loadError'), context.loadError, t)
          : '',
    retryLabel: t('share.retry'),
    retry: () => send({ type: 'RETRY' }),
    saving: snapshot.matches({ editing: { form: 'saving' } }),
    values,
    targetType: {
      label: t('share.auth.targetType'),
      options: offered.map((value) => ({ value, label: shareTargetTypeLabel(value, t) })),
      set: (targetType) => change({ targetType }),
    },
    targets: {
      label: t('share.auth.targets'),
      browserType: shareBrowserType(values.targetType),
      error: errors.targets ? t(errors.targets) : null,
      set: (targets) => change({ targets }),
    },
    seclevel: {
      label: t('share.auth.seclevel'),
      minLabel: t('share.auth.seclevelMin'),
      maxLabel: t('share.auth.seclevelMax'),
      min: range.min,
      max: range.max,
      error: errors.seclevel ? t(errors.seclevel, { min: range.min, max: range.max }) : null,
      set: (low, high) => change({ seclevelMin: low, seclevelMax: high }),
    },
    roleLevel: {
      visible: values.targetType === 'role',
      label: t('share.auth.roleLevel'),
      options: [0, 1, 2].map((value) => ({ value, label: t(`share.auth.roleLevel.${value}` as MessageKey) })),
      set: (roleLevel) => change({ roleLevel }),
    },
    positionLevel: {
      visible: values.targetType === 'position',
      label: t('share.auth.positionLevel'),
      options: [1, 2, 3].map((value) => ({
        value,
        label: t(`share.auth.positionLevel.${value}` as MessageKey),
      })),
      set: (positionLevel) => change({ positionLevel }),
    },
    subordinate: {
      visible: values.targetType === 'dept' || values.targetType === 'subcompany',
      label: t('share.auth.subordinate'),
      set: (subordinate) => change({ subordinate }),
    },
    matrix: {
      label: t('share.auth.matrix'),
      failed: context.matrixFailed,
      failedText: t('share.auth.matrixError'),
      retry: () => send({ type: 'MATRIX.RETRY' }),
      items: context.matrixItems.map((item) => ({
        id: item.id,
        name: item.itemName || item.id,
        // spec 3: one line per rule condition
        conditions: [...item.condition, ...item.matrixRules].map((rule, index) => ({
          key: `${item.id}-${index}`,
          // people read names: the field's and the people's (or units') the rule names
          text: t('share.auth.condition', {
            field: rule.fieldName ?? rule.fieldId,
            operate: OPERATE_KEYS[rule.operate] ? t(OPERATE_KEYS[rule.operate] as MessageKey) : rule.operate,
            content: rule.contentName ?? (rule.content || rule.in),
          }),
        })),
      })),
    },
    // a refusal says who may (issue 35 item 8), never the server's own text
    saveError: !context.saveError
      ? null
      : context.saveProblem === 'denied'
        ? t('share.denied')
        : failureLine(t('share.auth.saveError'), context.saveError, t),
    problem: shareSaveProblem(
      context.saveProblem === 'conflict' ? 'conflict' : null,
      send,
      t,
      !snapshot.matches({ editing: { form: 'problem' } }),
    ),
    saveLabel: t('share.auth.save'),
    cancelLabel: t('share.auth.cancel'),
    save: () => send({ type: 'SAVE' }),
  };
}
