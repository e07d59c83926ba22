export { HrCardContext, useHrCard, useShowHrCard, type UseHrCardOptions } from './use-hr-card';
