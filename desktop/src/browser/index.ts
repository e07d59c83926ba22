export { Browser } from './Browser';
export { BrowserDialog } from './BrowserDialog';
export { TypesBrowser, type TypesBrowserProps } from './TypesBrowser';
