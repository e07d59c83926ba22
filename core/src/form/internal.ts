// Internals of the form feature that tests, contract tests and benches drive.
export {
  applyLayout,
  isEmptyValue,
  isItemValueEmpty,
  itemRules,
  mergeFieldErrors,
  saveConfigErrors,
} from './form.logic';
export { effectiveItems, itemsBySection } from './form.view.logic';
export {
  cardEndpoint,
  matrixEndpoint,
  parseCard,
  parseFormItems,
  parseMatrixItems,
  parseRelevanceDatas,
} from './form.service';
