import './visually-hidden.css';

/** Read by screen readers, not drawn: the one class every widget of this skin uses for it. */
export const VISUALLY_HIDDEN = 'suite-visually-hidden';
