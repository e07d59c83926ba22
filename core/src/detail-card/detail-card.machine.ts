// The card runs the form machine (spec 4 form state) with its record loaded from the backend:
// `input.source` names the record kind and id, `loadCard` and `saveCard` are its IO.
import { formMachine, type FormEvent, type FormInput, type FormMachine } from '../form';

/** A detail card: the form machine; start it with `input.source` to load a record. */
export const detailCardMachine: FormMachine = formMachine;

export type DetailCardMachine = FormMachine;
export type DetailCardInput = FormInput;
export type DetailCardEvent = FormEvent;
