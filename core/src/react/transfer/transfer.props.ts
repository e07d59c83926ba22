import type { UseTransferOptions } from './use-transfer';

/** Props of both skins' `Transfer`. */
export type TransferProps = Omit<UseTransferOptions, 'platform'> & {
  /** Test id of the transfer's root (default 'transfer'). */
  testId?: string;
};
