import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectEnv } from '../shared/connect';
import { recorderTexts } from './messages';
import { connectRecorder, connectVoiceToText } from './recorder.connect';
import {
  captureErrorOf,
  createSilenceDetector,
  levelBars,
  recordingFileName,
  rmsLevel,
} from './recorder.logic';
import type { RecogniserListener, RecordedClip, RecordingSession, SpeechRecogniser } from './recorder.types';
import { recordingMachine } from './recording.machine';
import { voiceToTextMachine, type VoiceToTextEmitted } from './voice-to-text.machine';

const env = connectEnv(recorderTexts, 'en_US', 'desktop');

/** Frames every `stepMs` from 0 to `untilMs`, loud where `loud(t)`. */
function frames(untilMs: number, stepMs: number, loud: (t: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  for (let t = 0; t <= untilMs; t += stepMs) out.push([t, loud(t) ? 0.3 : 0.001]);
  return out;
}

describe('createSilenceDetector (spec 9: 10 000 ms of silence)', () => {
  it.each([
    ['quiet from the first frame', frames(12_000, 100, () => false), 10_000],
    ['quiet after speech that ended at 2 s', frames(15_000, 100, (t) => t <= 2000), 12_000],
    ['speech again at 8 s restarts the count', frames(20_000, 100, (t) => t <= 2000 || t === 8000), 18_000],
  ])('%s: true first at %i ms', (_name, input, firstTrue) => {
    const detector = createSilenceDetector({ threshold: 0.02 });
    const firstSilent = input.find(([t, rms]) => detector.feed(t, rms))?.[0];
    expect(firstSilent).toBe(firstTrue);
  });

  it('never fires while someone speaks, and honours a shorter limit', () => {
    const talking = createSilenceDetector({ threshold: 0.02 });
    expect(frames(30_000, 50, () => true).some(([t, r]) => talking.feed(t, r))).toBe(false);
    const short = createSilenceDetector({ silenceMs: 1500, threshold: 0.02 });
    expect(frames(3000, 100, () => false).find(([t, r]) => short.feed(t, r))?.[0]).toBe(1500);
  });

  it('levels: rms of samples and the meter bars', () => {
    expect(rmsLevel([1, -1, 1, -1])).toBe(1);
    expect(rmsLevel([])).toBe(0);
    expect(levelBars(1)).toBe(10);
    expect(levelBars(0)).toBe(0);
    expect(levelBars(0.001)).toBe(0);
  });

  it.each([
    [{ name: 'NotAllowedError' }, 'denied'],
    [{ name: 'NotFoundError' }, 'noDevice'],
    [{ name: 'NotReadableError' }, 'deviceLost'],
    [new Error('unsupported'), 'unsupported'],
    [new Error('boom'), 'failed'],
  ])('capture error of %j is %s', (error, code) => expect(captureErrorOf(error)).toBe(code));
});

function fakeSession() {
  let ended: () => void = () => undefined;
  const calls: string[] = [];
  const clip: RecordedClip = {
    url: 'blob:x',
    mimeType: 'audio/webm',
    size: 1000,
    durationMs: 2000,
    blob: null,
  };
  const session: RecordingSession = {
    start: () => calls.push('start'),
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    stop: async () => {
      calls.push('stop');
      return clip;
    },
    level: () => 0.5,
    onEnded: (listener) => {
      ended = listener;
      return () => undefined;
    },
    release: () => calls.push('release'),
  };
  return { session, calls, clip, endDevice: () => ended() };
}

describe('recordingMachine', () => {
  function start(open: () => Promise<RecordingSession>, maxMs?: number) {
    const clock = new SimulatedClock();
    const actor = createActor(recordingMachine.provide({ actors: { openMicrophone: fromPromise(open) } }), {
      clock,
      input: { maxMs, now: () => clock.now() },
    }).start();
    return { actor, clock, view: () => connectRecorder(actor.getSnapshot(), actor.send, env) };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks permission, records 2 s, pauses without counting, stops with a clip', async () => {
    const fake = fakeSession();
    const { clock, view } = start(async () => fake.session);
    view().start();
    expect(view().status).toBe('asking');
    await flush();
    expect(view().status).toBe('recording');
    clock.increment(2000);
    expect(view().elapsedMs).toBe(2000);
    expect(view().elapsedLabel).toBe('0:02 / 10:00');
    expect(view().levelBars).toBeGreaterThan(0);
    view().pause();
    clock.increment(5000);
    expect(view()).toMatchObject({ status: 'paused', elapsedMs: 2000 });
    view().resume();
    view().stop();
    await flush();
    expect(view()).toMatchObject({ status: 'stopped', clip: fake.clip, can: { start: true, discard: true } });
    expect(fake.calls).toEqual(['start', 'pause', 'resume', 'stop']);
  });

  it('stops itself at the maximum length', async () => {
    const fake = fakeSession();
    const { clock, view } = start(async () => fake.session, 1000);
    view().start();
    await flush();
    clock.increment(1500);
    await flush();
    expect(view()).toMatchObject({
      status: 'stopped',
      elapsedMs: 1000,
      statusLabel: 'The longest recording length was reached',
    });
  });

  it('a refused permission and a lost device are clear errors', async () => {
    const refused = start(() => Promise.reject(Object.assign(new Error('x'), { name: 'NotAllowedError' })));
    refused.view().start();
    await flush();
    expect(refused.view()).toMatchObject({ status: 'failed', labels: { start: 'Retry' } });
    expect(refused.view().error).toMatch(/refused/);

    const fake = fakeSession();
    const lost = start(async () => fake.session);
    lost.view().start();
    await flush();
    fake.endDevice();
    expect(lost.view().error).toBe('The microphone was disconnected; recording stopped.');
    expect(fake.calls).toContain('release');
  });
});

function fakeRecogniser() {
  let listener: RecogniserListener | null = null;
  const recogniser: SpeechRecogniser = {
    start: (l) => {
      listener = l;
    },
    stop: async () => {
      listener?.final('done.');
    },
    abort: () => undefined,
  };
  return { recogniser, say: () => listener as RecogniserListener };
}

describe('voiceToTextMachine', () => {
  function start(createRecogniser: () => SpeechRecogniser | null, silenceMs?: number) {
    const clock = new SimulatedClock();
    const actor = createActor(voiceToTextMachine, { clock, input: { silenceMs, createRecogniser } });
    const emitted: VoiceToTextEmitted[] = [];
    actor.on('text', (e) => emitted.push(e));
    actor.start();
    return { actor, clock, emitted, view: () => connectVoiceToText(actor.getSnapshot(), actor.send, env) };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows interim and final text and stops after the silence limit (spec 9: 10 000 ms)', async () => {
    const fake = fakeRecogniser();
    const { clock, emitted, view } = start(() => fake.recogniser);
    view().start();
    expect(view().listening).toBe(true);
    fake.say().interim('hello');
    expect(view().transcript).toBe('hello');
    fake.say().final('hello world');
    expect(view()).toMatchObject({ finalText: 'hello world', interimText: '' });
    clock.increment(9000);
    fake.say().sound();
    clock.increment(9999);
    expect(view().listening).toBe(true);
    clock.increment(1);
    expect(view().status).toBe('finishing');
    await flush();
    expect(view()).toMatchObject({ status: 'idle', finalText: 'hello world done.' });
    expect(view().note).toBe('No sound for a while; stopped');
    expect(emitted).toEqual([{ type: 'text', text: 'hello world done.' }]);
  });

  it('a shorter limit, the user stopping, and no recogniser at all', async () => {
    const fake = fakeRecogniser();
    const short = start(() => fake.recogniser, 1500);
    short.view().start();
    short.clock.increment(1500);
    await flush();
    expect(short.view().status).toBe('idle');

    const user = start(() => fakeRecogniser().recogniser);
    user.view().start();
    user.view().stop();
    await flush();
    expect(user.view()).toMatchObject({ status: 'idle', note: '' });

    const none = start(() => null);
    none.view().start();
    expect(none.view().error).toBe('This browser cannot record.');
  });
});

describe('recordingFileName (the upload widget takes recordings as files)', () => {
  const at = new Date(2026, 10, 5, 9, 3, 7);
  it.each([
    ['audio/webm;codecs=opus', 'recording-20261105-090307.webm'],
    ['audio/ogg; codecs=opus', 'recording-20261105-090307.ogg'],
    ['audio/mp4', 'recording-20261105-090307.m4a'],
    ['AUDIO/WAV', 'recording-20261105-090307.wav'],
    ['', 'recording-20261105-090307.webm'],
    ['video/x-unknown', 'recording-20261105-090307.webm'],
  ])('%s → %s', (mime, name) => expect(recordingFileName(mime, at)).toBe(name));
});
