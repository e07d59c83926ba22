// Related records (spec 2.3, 3, 4, 5, 7, 8): linking a card's record to others.
export type {
  RelationAddPayload,
  RelationBrowserBean,
  RelationBrowserSearchDefaults,
  RelationChanges,
  RelationKind,
  RelationRecord,
  RelationTarget,
} from './relation.types';
export {
  RELATION_ACTIVE_TYPES,
  RELATION_KINDS,
  isRelationGroupActive,
  isRelationReadOnly,
  parseRelationRecord,
  planRelationChanges,
  relationAddPayload,
  relationBrowserType,
  relationDeletePayload,
  relationItemStatus,
  relationKindOf,
} from './relation.logic';
export {
  RELATION_ADD_URL,
  RELATION_BROWSER_BEAN_URL,
  RELATION_BROWSER_SEARCH_URL,
  RELATION_DELETE_URL,
  createRelationServices,
  relationActors,
  relationBrowserBean,
  relationBrowserSearch,
  type RelationServicesOptions,
  type RelationBrowserParams,
  type RelationServices,
} from './relation.service';
export {
  relationMachine,
  type RelationContext,
  type RelationEmitted,
  type RelationEvent,
  type RelationFieldInput,
  type RelationMachine,
  type RelationSaveInput,
} from './relation.machine';
export {
  connectRelation,
  type RelationPick,
  type RelationRowView,
  type RelationView,
} from './relation.connect';
export { RELATION_SELF_LINK, relationTexts } from './messages';
