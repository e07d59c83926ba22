export { hrCardFor, hrCardKey, type HrCardKind, type HrCardTarget } from './hr-card.logic';
export { hrCardTexts } from './messages';
