// Section title (spec 2.3 mobile widgets): size levels, description, count badge (spec 9), action,
// and an optional open/close of the section under it.
export type { TitleLevel, TitleOptions } from './title.types';
export { TITLE_LEVELS, TITLE_SIZES, titleLevel } from './title.logic';
export { titleMachine, type TitleInput, type TitleMachine } from './title.machine';
export { connectTitle, type TitleView } from './title.connect';
export { titleTexts } from './messages';
