export {
  useDetailCard,
  type DetailCardApi,
  type DetailCardSkinProps,
  type UseDetailCardProps,
} from './use-detail-card';
