export { useDetailCard, type DetailCardSkinProps, type UseDetailCardProps } from './use-detail-card';
