export {
  useRelation,
  useRelationField,
  type RelationFieldView,
  type RelationSkinProps,
} from './use-relation';
