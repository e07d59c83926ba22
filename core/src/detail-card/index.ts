// Detail cards (spec 2.3): a record's form in sections, loaded from the backend, with a skeleton
// until initialised (spec 9) and hover-edit (spec 4). The form machine holds the record; this
// feature adds the card's own parts (setting content, lazily loaded parts) and heights.
export {
  DETAIL_CARD_LAZY_PARTS,
  SECTION_HEADER_HEIGHT,
  detailCardHeight,
  sectionHeight,
  skeletonRows,
  type DetailCardPart,
} from './detail-card.logic';
export {
  detailCardMachine,
  type DetailCardContext,
  type DetailCardEvent,
  type DetailCardInput,
  type DetailCardMachine,
} from './detail-card.machine';
export {
  connectDetailCard,
  detailCardRelated,
  detailCardView,
  type DetailCardChromeView,
  type DetailCardRelatedGroup,
  type DetailCardView,
} from './detail-card.connect';
export {
  detailCardRelatedMachine,
  type DetailCardRelatedContext,
  type DetailCardRelatedEvent,
  type DetailCardRelatedInput,
  type DetailCardRelatedMachine,
} from './detail-card.related.machine';
export { connectDetailCardRelated, type DetailCardRelatedRefreshView } from './detail-card.related.connect';
export {
  createDetailCardServices,
  detailCardActors,
  type DetailCardServices,
  type DetailCardServicesOptions,
} from './detail-card.service';
export { detailCardTexts } from './messages';
