export { Browser } from './Browser';
export { BrowserPage } from './BrowserPage';
