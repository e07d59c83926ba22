// spec 3 "Relation record": a saved link from a card's record to another record, as the related-record
// field and the form's card answers read it from the server (untrusted).
import { isRecord, isTrueFlag } from './guards';

/** spec 3: a saved link from the card's record to another record. */
export interface RelationRecord {
  targetId: string;
  targetName: string;
  targetModule?: string;
  sort?: number;
  /** Status text of the linked record (`finished`, `deleted` ...). */
  status?: string | number;
  isDeleted?: boolean;
  isComplete?: boolean;
  /** The linked record's secret level (spec 4: lower than the form's are dropped). */
  secretLevel?: number | null;
  /** Table modules (spec 3). */
  type?: string | number;
  detailId?: string;
  detailName?: string;
  /** An address of the linked record the server gave (opened only when safe). */
  linkUrl?: string;
}

/** Reads an untrusted relation record (spec 3); null when it has no target id. */
export function parseRelationRecord(value: unknown): RelationRecord | null {
  if (!isRecord(value)) return null;
  const rawId = value.targetId ?? value.id;
  if ((typeof rawId !== 'string' && typeof rawId !== 'number') || rawId === '') return null;
  const targetId = String(rawId);
  const name = value.targetName ?? value.name ?? value.title;
  const record: RelationRecord = { targetId, targetName: typeof name === 'string' ? name : targetId };
  if (typeof value.targetModule === 'string') record.targetModule = value.targetModule;
  if (typeof value.sort === 'number' && Number.isFinite(value.sort)) record.sort = value.sort;
  if (typeof value.status === 'string' || typeof value.status === 'number') record.status = value.status;
  if (isTrueFlag(value.isDeleted)) record.isDeleted = true;
  if (isTrueFlag(value.isComplete)) record.isComplete = true;
  const level = value.secretLevel ?? value.seclevel;
  if (typeof level === 'number' && Number.isFinite(level)) record.secretLevel = level;
  if (typeof value.type === 'string' || typeof value.type === 'number') record.type = value.type;
  if (typeof value.detailId === 'string') record.detailId = value.detailId;
  if (typeof value.detailName === 'string') record.detailName = value.detailName;
  if (typeof value.linkUrl === 'string' && value.linkUrl !== '') record.linkUrl = value.linkUrl;
  return record;
}
