import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import {
  audioMimeType,
  formatMediaTime,
  mediaKindOf,
  parseMediaPreviewType,
  playerKeyAction,
  safeMediaUrl,
  videoMimeType,
} from './media-player.logic';
import { connectMediaPlayer } from './media-player.connect';
import { mediaPlayerMachine, type MediaPlayerCommand, type MediaPlayerInput } from './media-player.machine';
import { mediaPlayerTexts } from './messages';

describe('videoMimeType (spec 9: by extension, default video/mp4)', () => {
  it.each([
    ['a.mp4', 'video/mp4'],
    ['A.WEBM', 'video/webm'],
    ['clip.ogv', 'video/ogg'],
    ['clip.ogg', 'video/ogg'],
    ['m.mov', 'video/quicktime'],
    ['m.m4v', 'video/x-m4v'],
    ['m.mkv', 'video/x-matroska'],
    ['m.avi', 'video/x-msvideo'],
    ['m.flv', 'video/x-flv'],
    ['m.3gp', 'video/3gpp'],
    ['m.ts', 'video/mp2t'],
    ['live.m3u8', 'application/x-mpegURL'],
    ['/api/file/preview/x.webm?fileId=1#t', 'video/webm'],
    ['noext', 'video/mp4'],
    ['weird.xyz', 'video/mp4'],
    ['.mp4', 'video/mp4'],
    ['', 'video/mp4'],
  ])('%s → %s', (name, type) => expect(videoMimeType(name)).toBe(type));
});

describe('audioMimeType (default audio/mpeg)', () => {
  it.each([
    ['a.mp3', 'audio/mpeg'],
    ['a.WAV', 'audio/wav'],
    ['a.ogg', 'audio/ogg'],
    ['a.m4a', 'audio/mp4'],
    ['a.aac', 'audio/aac'],
    ['a.flac', 'audio/flac'],
    ['a.webm', 'audio/webm'],
    ['a.amr', 'audio/amr'],
    ['a.unknown', 'audio/mpeg'],
    ['a', 'audio/mpeg'],
  ])('%s → %s', (name, type) => expect(audioMimeType(name)).toBe(type));

  it('tells audio from video where the extension is only one of them', () => {
    expect([mediaKindOf('a.mp3'), mediaKindOf('a.mp4'), mediaKindOf('a.webm'), mediaKindOf('a.txt')]).toEqual(
      ['audio', 'video', null, null],
    );
  });
});

describe('safeMediaUrl refuses unsafe schemes', () => {
  it.each([
    ['/api/file/preview?fileId=1', true],
    ['https://cdn.example.com/a.mp4', true],
    ['blob:http://127.0.0.1:4316/0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['data:audio/wav;base64,UklGRg==', true],
    ['data:image/webp;base64,UklGRg==', true],
    [`${'java'}script:alert(1)`, false],
    [` ${'JaVa'}ScRiPt:alert(1)`, false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:video/mp4,<script>', false],
    ['file:///etc/passwd', false],
    ['blob:javascript:alert(1)', false],
    ['vbscript:x', false],
    [42, false],
  ])('%s → %s', (url, ok) => expect(safeMediaUrl(url) !== null).toBe(ok));
});

describe('formatMediaTime', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [65, '1:05'],
    [3725, '1:02:05'],
    [NaN, '--:--'],
    [Infinity, '--:--'],
    [-1, '--:--'],
  ])('%s → %s', (s, label) => expect(formatMediaTime(s)).toBe(label));
});

describe('playerKeyAction', () => {
  it('maps the player keys; F only in a video', () => {
    expect(playerKeyAction(' ', 'audio')).toEqual({ type: 'TOGGLE' });
    expect(playerKeyAction('ArrowRight', 'audio')).toEqual({ type: 'SEEK.BY', delta: 5 });
    expect(playerKeyAction('ArrowDown', 'video')).toEqual({ type: 'VOLUME.BY', delta: -0.1 });
    expect(playerKeyAction('f', 'video')).toEqual({ type: 'FULLSCREEN.TOGGLE' });
    expect(playerKeyAction('f', 'audio')).toBeNull();
    expect(playerKeyAction('x', 'video')).toBeNull();
  });
});

describe('parseMediaPreviewType (spec 7 audioVideo/previewType, untrusted)', () => {
  it.each([
    ['video', 'video'],
    [{ previewType: 'AUDIO' }, 'audio'],
    [{ type: 'none' }, 'unsupported'],
    [{ previewType: 3 }, null],
    [null, null],
    ['<img>', null],
  ])('%j → %s', (data, type) => expect(parseMediaPreviewType(data)).toBe(type));
});

function start(
  input: MediaPlayerInput,
  previewType?: () => Promise<'audio' | 'video' | 'unsupported' | null>,
) {
  const machine = mediaPlayerMachine.provide({
    actors: { fetchPreviewType: fromPromise(previewType ?? (() => Promise.reject(new Error('none')))) },
  });
  const actor = createActor(machine, { input });
  const commands: MediaPlayerCommand[] = [];
  actor.on('*', (event) => commands.push(event));
  actor.start();
  const env = connectEnv(mediaPlayerTexts, 'en_US', 'desktop');
  const view = () => connectMediaPlayer(actor.getSnapshot(), actor.send, env);
  return { actor, commands, view };
}

describe('mediaPlayerMachine', () => {
  it('refuses an unsafe address with a clear message and no retry', () => {
    const { view } = start({ kind: 'video', src: `${'java'}script:alert(1)` });
    expect(view().status).toBe('failed');
    expect(view().src).toBeNull();
    expect(view().error).toBe('This media address is not safe and was refused.');
    expect(view().canRetry).toBe(false);
  });

  it('plays, pauses, seeks within the length, sets speed and volume through commands', () => {
    const { actor, commands, view } = start({ kind: 'video', src: '/media/clip.webm' });
    expect(view().status).toBe('loading');
    expect(view().mimeType).toBe('video/webm');
    actor.send({ type: 'MEDIA.LOADED', duration: 20 });
    expect(view().durationLabel).toBe('0:20');
    view().toggle();
    expect(commands).toContainEqual({ type: 'play' });
    actor.send({ type: 'MEDIA.PLAYING' });
    expect(view().labels.toggle).toBe('Pause');
    view().seek(99);
    expect(commands).toContainEqual({ type: 'seek', time: 20 });
    expect(view().keyDown('ArrowLeft')).toBe(true);
    expect(commands).toContainEqual({ type: 'seek', time: 15 });
    view().setRate(1.5);
    expect(commands).toContainEqual({ type: 'rate', rate: 1.5 });
    view().setVolume(0);
    expect(view().muted).toBe(true);
    expect(view().keyDown('f')).toBe(true);
    expect(commands).toContainEqual({ type: 'fullscreen', on: true });
    expect(view().keyDown('q')).toBe(false);
    actor.send({ type: 'MEDIA.ENDED' });
    expect(view().labels.toggle).toBe('Replay');
  });

  it('a format the browser cannot play gives a clear message and a retry that reloads', () => {
    const { actor, commands, view } = start({ kind: 'audio', src: '/media/a.amr' });
    actor.send({ type: 'MEDIA.ERROR', code: 4 });
    expect(view().error).toBe('This browser cannot play this format. Download it to play.');
    view().retry();
    expect(commands).toContainEqual({ type: 'reload' });
    expect(view().status).toBe('loading');
  });

  it('asks the server how a stored file plays; unsupported stops, a failure falls back', async () => {
    const unsupported = start({ kind: 'video', src: '/f', fileId: '7' }, async () => 'unsupported');
    await waitFor(unsupported.actor, (s) => s.matches('failed'));
    expect(unsupported.view().errorCode).toBe('unsupported');

    const audio = start({ kind: 'video', src: '/f', fileId: '7' }, async () => 'audio');
    await waitFor(audio.actor, (s) => s.matches('loading'));
    expect(audio.view().kind).toBe('audio');

    const down = start({ kind: 'video', src: '/f', fileId: '7' });
    await waitFor(down.actor, (s) => s.matches('loading'));
    expect(down.view().kind).toBe('video');
  });
});
