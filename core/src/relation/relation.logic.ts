// spec 4 "Secret level in cards" and "Linked-record changes", spec 7 add and delete payloads,
// spec 8 related-record labels.
import { isRecord, isTrueFlag } from '../shared/guards';
// reading a record is the kernel's (the form's card answers carry them too): named here for relation
export { parseRelationRecord } from '../shared/relation-record';
import type { RelationAddPayload, RelationChanges, RelationKind, RelationTarget } from './relation.types';

/** spec 4: the browser types whose related-record groups are active. */
export const RELATION_ACTIVE_TYPES: readonly string[] = [
  'document',
  'goal',
  'cowork',
  'meeting',
  'workflow',
  'task',
  'mainline',
  'calendar',
];

/** The kinds a card offers, in the order of their add buttons (spec 8). */
export const RELATION_KINDS: readonly RelationKind[] = [
  'document',
  'mainline',
  'tag',
  'task',
  'marketactivity',
  'calendar',
  'customer',
];

/** A browser type without its `Browser` suffix (`taskBrowser` → `task`). */
export function relationKindOf(browserType: string): string {
  return browserType.endsWith('Browser') ? browserType.slice(0, -'Browser'.length) : browserType;
}

/** The browser type a kind picks with (the browser feature's types). */
export function relationBrowserType(kind: RelationKind): string {
  const base = relationKindOf(kind);
  return base === 'mainline' || base === 'task' ? `${base}Browser` : base;
}

/** spec 4: related-record groups are active only for document, goal, cowork, meeting, workflow, task, mainline and calendar. */
export function isRelationGroupActive(browserType: string | null | undefined): boolean {
  return typeof browserType === 'string' && RELATION_ACTIVE_TYPES.includes(relationKindOf(browserType));
}

const sameId = (a: unknown, b: unknown) => String(a) === String(b);

/**
 * spec 4: a picker change from `oldIds` to `newIds`: new ids are added, removed ids deleted, and
 * the record's own id (`selfId`) is never linked (reported by `refusedSelf`, spec 8 info message).
 */
export function planRelationChanges<T extends string | number>(
  oldIds: readonly T[],
  newIds: readonly T[],
  { selfId }: { selfId?: string | number | null } = {},
): RelationChanges<T> {
  const before = new Set(oldIds.map(String));
  const after = new Set(newIds.map(String));
  const isSelf = (id: T) => selfId !== undefined && selfId !== null && selfId !== '' && sameId(id, selfId);
  const add: T[] = [];
  const seen = new Set<string>();
  let refusedSelf = false;
  for (const id of newIds) {
    const key = String(id);
    if (before.has(key) || seen.has(key)) continue;
    seen.add(key);
    if (isSelf(id)) refusedSelf = true;
    else add.push(id);
  }
  const removed = new Set<string>();
  const remove = oldIds.filter((id) => {
    const key = String(id);
    if (after.has(key) || removed.has(key)) return false;
    removed.add(key);
    return true;
  });
  return { add, remove, refusedSelf };
}

/**
 * spec 7: the add call's payload: projects (`mainline`) send `projectIds`, other kinds `id` and
 * `type` (0 for common links, else 1); ids comma-joined.
 */
export function relationAddPayload(
  kind: RelationKind,
  { ids, entityId, module, common = false }: RelationTarget & { ids: readonly (string | number)[] },
): RelationAddPayload {
  const joined = ids.map(String).join(',');
  if (relationKindOf(kind) === 'mainline') return { projectIds: joined, entityId, module };
  return { id: joined, entityId, module, type: common ? 0 : 1 };
}

/** spec 7: the delete call's payload (`id`, and `projectIds` for projects). */
export function relationDeletePayload(
  kind: RelationKind,
  { ids, entityId, module }: RelationTarget & { ids: readonly (string | number)[] },
): Record<string, string> {
  const joined = ids.map(String).join(',');
  return relationKindOf(kind) === 'mainline'
    ? { projectIds: joined, entityId, module }
    : { id: joined, entityId, module };
}

/**
 * spec 4: an item of a related-record list is `'deleted'` (wins) or `'finished'` from its status
 * and flags, else null.
 */
export function relationItemStatus(entry: unknown): 'deleted' | 'finished' | null {
  if (!isRecord(entry)) return null;
  const status = typeof entry.status === 'string' ? entry.status.toLowerCase() : entry.status;
  if (
    isTrueFlag(entry.isDeleted) ||
    isTrueFlag(entry.deleted) ||
    isTrueFlag(entry.isDelete) ||
    status === 'deleted'
  )
    return 'deleted';
  if (
    isTrueFlag(entry.isComplete) ||
    isTrueFlag(entry.isFinished) ||
    isTrueFlag(entry.finished) ||
    status === 'finished' ||
    status === 'complete' ||
    status === 'completed'
  )
    return 'finished';
  return null;
}

/** spec 4: free (unpaid) modules make related-record fields read-only (as does `readOnly`). */
export function isRelationReadOnly({
  moduleFree,
  readOnly,
}: {
  moduleFree?: boolean | null;
  readOnly?: boolean;
}): boolean {
  return moduleFree === true || readOnly === true;
}
