// The table's browser helpers (issue 38).
export { copyText } from './copy-text';
