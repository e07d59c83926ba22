export {
  moveTransfer,
  pageSelection,
  searchTransfer,
  selectAllOnPage,
  splitTransfer,
  transferPage,
  type TransferItem,
  type TransferSide,
} from './transfer.logic';
export {
  sideItems,
  transferMachine,
  type TransferContext,
  type TransferEvent,
  type TransferInput,
} from './transfer.machine';
export {
  connectTransfer,
  type TransferItemView,
  type TransferSideView,
  type TransferView,
} from './transfer.connect';
export { transferTexts } from './messages';
