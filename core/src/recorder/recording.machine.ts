import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { captureErrorOf, RECORDING_MAX_MS, RECORDING_TICK_MS, type CaptureError } from './recorder.logic';
import type { RecordedClip, RecordingSession } from './recorder.types';

export interface RecordingInput {
  /** Longest recording in ms; recording stops there (default 10 min). */
  maxMs?: number;
  /** The time in ms (default `Date.now`); tests pass their clock's. */
  now?: () => number;
}

export interface RecordingContext {
  maxMs: number;
  now: () => number;
  /** Recorded ms before the current run, and when the current run started. */
  recordedMs: number;
  runStart: number;
  session: RecordingSession | null;
  /** Recorded ms so far (pauses excluded). */
  elapsedMs: number;
  /** RMS level 0 to 1 for the meter. */
  level: number;
  clip: RecordedClip | null;
  error: CaptureError | null;
  /** The recording stopped itself at the maximum length. */
  reachedMax: boolean;
}

export type RecordingEvent =
  | { type: 'START' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'STOP' }
  | { type: 'DEVICE.LOST' }
  | { type: 'RESET' };

/** `recorded`: a finished clip for the host (play back, upload). */
export type RecordingEmitted = { type: 'recorded'; clip: RecordedClip };

/** Recording: idle → asking permission → recording ↔ paused → stopped, with length, maximum and device errors. */
export const recordingMachine = setup({
  types: {
    input: {} as RecordingInput,
    context: {} as RecordingContext,
    events: {} as RecordingEvent,
    emitted: {} as RecordingEmitted,
  },
  actors: {
    /** Asks for the microphone; rejects with the browser's error when refused or missing. */
    openMicrophone: fromPromise<RecordingSession>(() =>
      Promise.reject(new Error('provide the openMicrophone actor')),
    ),
    finishRecording: fromPromise<RecordedClip, { session: RecordingSession }>(({ input }) =>
      input.session.stop(),
    ),
    watchDevice: fromCallback<RecordingEvent, { session: RecordingSession }>(({ input, sendBack }) =>
      input.session.onEnded(() => sendBack({ type: 'DEVICE.LOST' })),
    ),
  },
  delays: { TICK: RECORDING_TICK_MS },
  actions: {
    release: ({ context }) => context.session?.release(),
    // measured against the clock, so throttled timers in a background tab do not shorten it
    tick: assign({
      elapsedMs: ({ context }) =>
        Math.min(context.maxMs, context.recordedMs + context.now() - context.runStart),
      level: ({ context }) => context.session?.level() ?? 0,
    }),
    beginRun: assign({ runStart: ({ context }) => context.now() }),
    endRun: assign({
      recordedMs: ({ context }) => context.recordedMs + context.now() - context.runStart,
      elapsedMs: ({ context }) =>
        Math.min(context.maxMs, context.recordedMs + context.now() - context.runStart),
    }),
  },
  guards: {
    reachedMax: ({ context }) => context.elapsedMs >= context.maxMs,
  },
}).createMachine({
  id: 'recording',
  context: ({ input }) => ({
    maxMs: input.maxMs && input.maxMs > 0 ? input.maxMs : RECORDING_MAX_MS,
    now: input.now ?? (() => Date.now()),
    recordedMs: 0,
    runStart: 0,
    session: null,
    elapsedMs: 0,
    level: 0,
    clip: null,
    error: null,
    reachedMax: false,
  }),
  initial: 'idle',
  states: {
    idle: { on: { START: 'asking' } },
    asking: {
      entry: assign({ error: null, clip: null, elapsedMs: 0, recordedMs: 0, level: 0, reachedMax: false }),
      invoke: {
        src: 'openMicrophone',
        onDone: {
          target: 'active',
          actions: [assign({ session: ({ event }) => event.output }), ({ event }) => event.output.start()],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => captureErrorOf(event.error) }) },
      },
    },
    active: {
      invoke: {
        src: 'watchDevice',
        input: ({ context }) => ({ session: context.session as RecordingSession }),
      },
      on: {
        'DEVICE.LOST': {
          target: 'failed',
          actions: ['release', assign({ error: 'deviceLost', session: null, level: 0 })],
        },
      },
      initial: 'recording',
      states: {
        recording: {
          entry: 'beginRun',
          exit: 'endRun',
          always: { guard: 'reachedMax', target: 'stopping', actions: assign({ reachedMax: true }) },
          initial: 'measuring',
          states: { measuring: { after: { TICK: { target: 'measuring', reenter: true, actions: 'tick' } } } },
          on: {
            PAUSE: {
              target: 'paused',
              actions: [({ context }) => context.session?.pause(), assign({ level: 0 })],
            },
            STOP: 'stopping',
          },
        },
        paused: {
          on: {
            RESUME: { target: 'recording', actions: ({ context }) => context.session?.resume() },
            STOP: 'stopping',
          },
        },
        stopping: {
          invoke: {
            src: 'finishRecording',
            input: ({ context }) => ({ session: context.session as RecordingSession }),
            onDone: {
              target: '#recording.stopped',
              actions: [
                assign({ clip: ({ event }) => event.output, session: null, level: 0 }),
                emit(({ event }) => ({ type: 'recorded', clip: event.output }) as const),
              ],
            },
            onError: {
              target: '#recording.failed',
              actions: [
                'release',
                assign({ error: ({ event }) => captureErrorOf(event.error), session: null }),
              ],
            },
          },
        },
      },
    },
    stopped: {
      on: { START: 'asking', RESET: { target: 'idle', actions: assign({ clip: null, elapsedMs: 0 }) } },
    },
    failed: { on: { START: 'asking', RESET: { target: 'idle', actions: assign({ error: null }) } } },
  },
  exit: 'release',
});

export type RecordingMachine = typeof recordingMachine;
