// The filter buttons' rules live with the other small widgets (core/src/small-widgets); this entry carries their texts.
export { filterButtonsTexts } from './messages';
