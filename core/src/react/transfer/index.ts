export { useTransfer, type UseTransferOptions } from './use-transfer';
export type { TransferProps } from './transfer.props';
