export type { AuthFormProps, ShareListProps } from './share.props';
export { useAuthForm } from './use-auth-form';
export { useShareList, useShareServices } from './use-share';
export { useShareReorder, type ShareReorder } from './use-share-reorder';
