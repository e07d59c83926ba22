export {
  useRelation,
  useRelationField,
  type RelationFieldView,
  type RelationFieldApi,
  type RelationSkinProps,
} from './use-relation';
