export { useRelation, useRelationField, type RelationFieldApi, type RelationSkinProps } from './use-relation';
