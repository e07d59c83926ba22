// The signature's one IO, the PNG of the pad the skin drew on, and the machine's actor over it.
import { fromPromise } from 'xstate';
import type { SignatureStroke } from './signature.logic';

/** The IO of a signature. */
export interface SignatureServices {
  /** The PNG data URL of what the pad shows now. */
  exportPng(): string | Promise<string>;
}

/** The signature machine's actors over `SignatureServices`. */
export function signatureActors(services: SignatureServices) {
  return {
    exportPng: fromPromise<string, { strokes: SignatureStroke[] }>(async () => services.exportPng()),
  };
}
