export { DetailCard, type DetailCardProps } from './DetailCard';
