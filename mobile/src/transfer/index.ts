export { Transfer, type TransferProps } from './Transfer';
