export {
  hrCardFor,
  hrCardKey,
  type HrCardKind,
  type HrCardTarget,
  type HrCardTargetRef,
} from './hr-card.logic';
export {
  hrCardMachine,
  type HrCardContext,
  type HrCardDetails,
  type HrCardEvent,
  type HrCardInput,
  type HrCardMachine,
  type HrCardSubject,
} from './hr-card.machine';
export { connectHrCard, type HrCardView } from './hr-card.connect';
export {
  createHrCardServices,
  fetchHrCardDetails,
  hrCardActors,
  type HrCardServices,
  type HrCardServicesOptions,
} from './hr-card.service';
export { hrCardTexts } from './messages';
