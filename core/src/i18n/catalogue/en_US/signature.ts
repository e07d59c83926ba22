import { defineTranslation } from '../../define';
import type { signatureMessages } from '../signature';

export const signatureMessagesEnUS = defineTranslation<typeof signatureMessages>({
  'signature.title': 'Signature',
  'signature.canvas': 'Signature area: write with the mouse or a finger',
  'signature.placeholder': 'Sign here',
  'signature.undo': 'Undo',
  'signature.clear': 'Clear',
  'signature.save': 'Done',
  'signature.exportPng': 'Export PNG',
  'signature.exportSvg': 'Export SVG',
  'signature.color': 'Ink colour',
  'signature.width': 'Line width',
  'signature.color.0': 'Black',
  'signature.color.1': 'Blue',
  'signature.color.2': 'Red',
  'signature.width.0': 'Thin',
  'signature.width.1': 'Medium',
  'signature.width.2': 'Thick',
  'signature.fullscreen': 'Sign full screen',
  'signature.exitFullscreen': 'Done',
  'signature.empty': 'Sign first',
  'signature.saved': 'Signature ready',
  'signature.exportFailed': 'The signature could not be exported; retry',
  'signature.rotateHint': 'Landscape gives more room to sign',
  'signature.turnHint': 'Turn the phone sideways to sign',
});
