import { assign, emit, fromCallback, sendTo, setup } from 'xstate';
import { captureErrorOf, VOICE_SILENCE_MS, type CaptureError } from './recorder.logic';
import type { SpeechRecogniser } from './recorder.types';

export interface VoiceToTextInput {
  /** Quiet that ends listening, in ms (spec 9: 10 000). */
  silenceMs?: number;
  /** Text already in the field; new phrases are appended. */
  text?: string;
  /** Makes the recogniser of one listening (browser or server); null when none is available. */
  createRecogniser?: () => SpeechRecogniser | null;
}

export interface VoiceToTextContext {
  silenceMs: number;
  createRecogniser: () => SpeechRecogniser | null;
  /** Finished phrases. */
  finalText: string;
  /** The phrase being heard. */
  interimText: string;
  error: CaptureError | null;
  /** Why listening ended last: the user, or the silence limit. */
  stoppedBy: 'user' | 'silence' | null;
}

export type VoiceToTextEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'CANCEL' }
  | { type: 'CLEAR' }
  | { type: 'RESULT.INTERIM'; text: string }
  | { type: 'RESULT.FINAL'; text: string }
  | { type: 'SOUND' }
  | { type: 'SILENCE' }
  | { type: 'RECOGNISER.DONE' }
  | { type: 'RECOGNISER.ERROR'; error: unknown };

/** `text`: the transcript after a finished listening. */
export type VoiceToTextEmitted = { type: 'text'; text: string };

type RecogniserCommand = { type: 'FINISH' };

const joinText = (a: string, b: string) =>
  a && b && !/\s$/.test(a) && /^[A-Za-z0-9]/.test(b) ? `${a} ${b}` : a + b;

/**
 * Voice to text: listening shows interim and final text and ends on stop or after `silenceMs`
 * without sound or results (spec 9). The recogniser is an actor: the browser's SpeechRecognition or
 * a server recogniser (`@suite-ui/core/dom`), or a fake in tests.
 */
export const voiceToTextMachine = setup({
  types: {
    input: {} as VoiceToTextInput,
    context: {} as VoiceToTextContext,
    events: {} as VoiceToTextEvent,
    emitted: {} as VoiceToTextEmitted,
  },
  actors: {
    /** Runs a recogniser; `FINISH` asks it to stop and deliver the last result. */
    recognise: fromCallback<RecogniserCommand, { recogniser: SpeechRecogniser | null }>(
      ({ input, sendBack, receive }) => {
        const recogniser = input.recogniser;
        if (!recogniser) {
          sendBack({ type: 'RECOGNISER.ERROR', error: new Error('unsupported') });
          return undefined;
        }
        let finished = false;
        recogniser.start({
          interim: (text) => sendBack({ type: 'RESULT.INTERIM', text }),
          final: (text) => sendBack({ type: 'RESULT.FINAL', text }),
          sound: () => sendBack({ type: 'SOUND' }),
          silence: () => sendBack({ type: 'SILENCE' }),
          error: (error) => sendBack({ type: 'RECOGNISER.ERROR', error }),
        });
        receive(() => {
          if (finished) return;
          finished = true;
          recogniser.stop().then(
            () => sendBack({ type: 'RECOGNISER.DONE' }),
            (error: unknown) => sendBack({ type: 'RECOGNISER.ERROR', error }),
          );
        });
        return () => {
          if (!finished) recogniser.abort();
        };
      },
    ),
  },
  delays: {
    SILENCE: ({ context }) => context.silenceMs,
    FINISH_TIMEOUT: 15_000,
  },
}).createMachine({
  id: 'voiceToText',
  context: ({ input }) => ({
    silenceMs: input.silenceMs && input.silenceMs > 0 ? input.silenceMs : VOICE_SILENCE_MS,
    createRecogniser: input.createRecogniser ?? (() => null),
    finalText: input.text ?? '',
    interimText: '',
    error: null,
    stoppedBy: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { START: 'active', CLEAR: { actions: assign({ finalText: '', interimText: '' }) } } },
    active: {
      entry: assign({ error: null, interimText: '', stoppedBy: null }),
      invoke: {
        id: 'recogniser',
        src: 'recognise',
        input: ({ context }) => ({ recogniser: context.createRecogniser() }),
      },
      on: {
        'RESULT.INTERIM': { actions: assign({ interimText: ({ event }) => event.text }) },
        'RESULT.FINAL': {
          actions: assign({
            finalText: ({ context, event }) => joinText(context.finalText, event.text),
            interimText: '',
          }),
        },
        'RECOGNISER.ERROR': {
          target: 'idle',
          actions: assign({ error: ({ event }) => captureErrorOf(event.error), interimText: '' }),
        },
        CANCEL: { target: 'idle', actions: assign({ interimText: '' }) },
      },
      initial: 'listening',
      states: {
        listening: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                SILENCE: {
                  target: '#voiceToText.active.finishing',
                  actions: assign({ stoppedBy: 'silence' }),
                },
              },
            },
          },
          on: {
            // sound or a result restarts the silence count
            SOUND: { target: '.waiting', reenter: true },
            'RESULT.INTERIM': {
              target: '.waiting',
              reenter: true,
              actions: assign({ interimText: ({ event }) => event.text }),
            },
            'RESULT.FINAL': {
              target: '.waiting',
              reenter: true,
              actions: assign({
                finalText: ({ context, event }) => joinText(context.finalText, event.text),
                interimText: '',
              }),
            },
            SILENCE: { target: 'finishing', actions: assign({ stoppedBy: 'silence' }) },
            STOP: { target: 'finishing', actions: assign({ stoppedBy: 'user' }) },
          },
        },
        finishing: {
          entry: sendTo('recogniser', { type: 'FINISH' }),
          after: { FINISH_TIMEOUT: '#voiceToText.done' },
          on: { 'RECOGNISER.DONE': '#voiceToText.done' },
        },
      },
    },
    done: {
      entry: [
        assign({
          finalText: ({ context }) => joinText(context.finalText, context.interimText),
          interimText: '',
        }),
        emit(({ context }) => ({ type: 'text', text: context.finalText }) as const),
      ],
      always: 'idle',
    },
  },
});

export type VoiceToTextMachine = typeof voiceToTextMachine;
