// The badge's rules live with the other small widgets (core/src/small-widgets); this entry carries its texts.
export { badgeTexts } from './messages';
