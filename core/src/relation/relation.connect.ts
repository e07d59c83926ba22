import type { SnapshotFrom } from 'xstate';
import type { MessageKey } from '../i18n';
import { failureReason } from '../http/failure';
import { detailLinkHref, isExternalLink } from '../shared/detail-link';
import type { ConnectEnv } from '../shared/connect';
import {
  RELATION_KINDS,
  isRelationGroupActive,
  relationBrowserType,
  relationItemStatus,
  relationKindOf,
} from './relation.logic';
import type { RelationEvent, RelationMachine } from './relation.machine';
import type { RelationRecord } from './relation.types';

/** One linked record as a skin shows it. */
export interface RelationRowView {
  id: string;
  name: string;
  /** spec 4: deleted wins over finished. */
  status: 'deleted' | 'finished' | null;
  /** The marker text of the status (spec 8 'deleted'), if any. */
  statusText?: string;
  /** spec 2.2: the address that opens the linked record (always a safe URL), when there is one. */
  href?: string;
  /** The link leads to another site: it opens in a new tab, without the opener. */
  external?: boolean;
  removeLabel: string;
  remove(): void;
}

/** A pick from the browser (its selected items). */
export interface RelationPick {
  id: string;
  name: string;
  seclevel?: number;
  isDeleted?: boolean;
  /** The picked record's own address (spec 3 selected item `linkUrl`). */
  linkUrl?: string;
  finished?: boolean;
}

/** What a skin shows for a related-record field, and what it may do. */
export interface RelationView {
  kind: string;
  /** The browser type the picker opens with. */
  browserType: string;
  /** The module the picker's calls go to. */
  module: string;
  /** spec 4: the group is active for document, goal, cowork, meeting, workflow, task, mainline, calendar. */
  active: boolean;
  /** spec 8: the add button's label (add document, add project, new tag ...). */
  addLabel: string;
  /** The field's group title. */
  title: string;
  /** spec 8: 'not associated' when nothing is linked. */
  placeholder: string;
  rows: RelationRowView[];
  /** The picker's value (the links held), as browser items. */
  selection: { id: string; type: string; name: string }[];
  readOnly: boolean;
  /** Shown when read-only because the module is free (spec 4). */
  readOnlyText?: string;
  saving: boolean;
  savingText: string;
  /** The last save's failure, translated. */
  error?: string;
  /** spec 8: 'cannot link to itself' (info) after a pick that held the record itself. */
  info?: string;
  /** The form's secret level: the picker leaves lower entries out. */
  formSecretLevel?: number;
  /** The picker's new selection: only the difference is sent. */
  pick(items: readonly RelationPick[]): void;
  dismissInfo(): void;
}

function kindKey(kind: string, part: 'add' | 'group'): MessageKey {
  const base = relationKindOf(kind);
  return `relation.${part}.${RELATION_KINDS.includes(base) ? base : 'other'}` as MessageKey;
}

export function connectRelation(
  snapshot: SnapshotFrom<RelationMachine>,
  send: (event: RelationEvent) => void,
  env: ConnectEnv,
): RelationView {
  const { kind, items, readOnly, error, refusedSelf, formSecretLevel, target, detailLink } = snapshot.context;
  const browserType = relationBrowserType(kind);
  const row = (item: RelationRecord): RelationRowView => {
    const status = relationItemStatus(item);
    // a deleted record has no page to open
    const href =
      status === 'deleted'
        ? undefined
        : detailLinkHref(detailLink, {
            id: item.targetId,
            module: item.targetModule ?? target.module,
            type: relationKindOf(kind),
            ...(item.linkUrl ? { linkUrl: item.linkUrl } : {}),
          });
    return {
      ...(href ? { href, external: isExternalLink(href) } : {}),
      id: item.targetId,
      name: item.targetName,
      status,
      ...(status
        ? { statusText: env.t(status === 'deleted' ? 'relation.deleted' : 'relation.finished') }
        : {}),
      removeLabel: env.t('relation.remove', { name: item.targetName }),
      remove: () => send({ type: 'REMOVE', targetId: item.targetId }),
    };
  };
  return {
    kind,
    browserType,
    module: target.module,
    active: isRelationGroupActive(browserType),
    addLabel: env.t(kindKey(kind, 'add')),
    title: env.t(kindKey(kind, 'group')),
    placeholder: env.t('relation.placeholder'),
    rows: items.map(row),
    selection: items.map((item) => ({ id: item.targetId, type: browserType, name: item.targetName })),
    readOnly,
    ...(readOnly ? { readOnlyText: env.t('relation.readOnly') } : {}),
    saving: snapshot.matches('saving'),
    savingText: env.t('relation.saving'),
    // issue 35 item 10: why, in the user's words (the client's text stays in the failure's detail)
    ...(error ? { error: env.t('relation.failed', { message: failureReason(error, env.t) }) } : {}),
    ...(refusedSelf ? { info: env.t('relation.selfLink') } : {}),
    ...(typeof formSecretLevel === 'number' && formSecretLevel !== -999 ? { formSecretLevel } : {}),
    pick: (picked) =>
      send({
        type: 'PICKED',
        items: picked.map((item) => ({
          targetId: item.id,
          targetName: item.name,
          targetModule: target.module,
          ...(item.seclevel !== undefined ? { secretLevel: item.seclevel } : {}),
          ...(item.linkUrl ? { linkUrl: item.linkUrl } : {}),
          ...(item.isDeleted ? { isDeleted: true } : {}),
          ...(item.finished ? { status: 'finished' } : {}),
        })),
      }),
    dismissInfo: () => send({ type: 'INFO.DISMISS' }),
  };
}
