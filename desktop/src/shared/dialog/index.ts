export { Dialog, type DialogProps, type Focusable } from './Dialog';
