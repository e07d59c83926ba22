export type { BrowserProps } from './browser.props';
export { useBrowser } from './use-browser';
export { useDialogRoute } from './use-dialog-route';
export { useTypesBrowser, type TypesBrowserState } from './use-types-browser';
export { useIndexLetters } from './use-index-letters';
