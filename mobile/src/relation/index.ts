export { RelationField, type RelationFieldProps } from './RelationField';
