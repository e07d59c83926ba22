export { useRelation, type RelationSkinProps } from './use-relation';
