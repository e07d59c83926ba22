export {
  COLLAPSE_ANIMATION_MS,
  collapsePanels,
  initialCollapse,
  toggleCollapse,
  type CollapsePanel,
  type CollapsePanelView,
} from './collapse.logic';
export { collapseTexts } from './messages';
