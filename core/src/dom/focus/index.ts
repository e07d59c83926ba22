export { rovingFocusKeyDown, type RovingFocusOptions } from './roving-focus';
