import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { ApiClientOptions } from '../../http';
import {
  connectMediaPlayer,
  createMediaPlayerServices,
  mediaPlayerActors,
  mediaPlayerMachine,
  mediaPlayerTexts,
  type MediaKind,
  type MediaPlayerEvent,
  type MediaPlayerView,
} from '../../media-player';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useMachineActor } from '../machine';
import { useLocale } from '../use-locale';

/** Props of both skins' `AudioPlayer` and `VideoPlayer`. */
export interface MediaPlayerProps {
  /** Address of the media (http(s), same-origin, blob: or data: media only). */
  src: string;
  /** File name, for the MIME type by extension (spec 9). */
  fileName?: string;
  /** Stored file id: the server's `audioVideo/previewType` decides how it plays (spec 7). */
  fileId?: string;
  /** Where the preview-type call goes. */
  api?: ApiClientOptions;
  /** Title shown above the controls. */
  title?: string;
}

/** The view model and the elements the hook drives. */
export interface MediaPlayerState {
  view: MediaPlayerView;
  /** Ref of the `<audio>` or `<video>` element. */
  mediaRef: RefObject<(HTMLVideoElement & HTMLAudioElement) | null>;
  /** Ref of the element that goes full screen (video). */
  containerRef: RefObject<HTMLDivElement | null>;
}

function listen(media: HTMLMediaElement, send: (event: MediaPlayerEvent) => void): () => void {
  const handlers: [string, () => void][] = [
    ['loadedmetadata', () => send({ type: 'MEDIA.LOADED', duration: media.duration })],
    ['durationchange', () => send({ type: 'MEDIA.DURATION', duration: media.duration })],
    ['timeupdate', () => send({ type: 'MEDIA.TIME', time: media.currentTime })],
    ['playing', () => send({ type: 'MEDIA.PLAYING' })],
    ['pause', () => send({ type: 'MEDIA.PAUSED' })],
    ['ended', () => send({ type: 'MEDIA.ENDED' })],
    ['error', () => send({ type: 'MEDIA.ERROR', code: media.error?.code ?? 4 })],
    ['volumechange', () => send({ type: 'MEDIA.VOLUME', volume: media.volume, muted: media.muted })],
  ];
  // capture: a failed <source> reports on itself and does not bubble
  for (const [type, handler] of handlers) media.addEventListener(type, handler, true);
  if (media.error) send({ type: 'MEDIA.ERROR', code: media.error.code });
  else if (media.readyState >= 1) send({ type: 'MEDIA.LOADED', duration: media.duration });
  return () => {
    for (const [type, handler] of handlers) media.removeEventListener(type, handler, true);
  };
}

/** An audio or video player over core's machine: the hook carries the machine's commands to the element. */
export function useMediaPlayer(
  props: MediaPlayerProps,
  kind: MediaKind,
  platform: Platform,
): MediaPlayerState {
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // read once, as the actor's input is
  const [implementations] = useState(() => ({
    actors: mediaPlayerActors(createMediaPlayerServices(props.api)),
  }));
  const host = useMachineActor(mediaPlayerMachine, {
    input: { kind, src: props.src, fileName: props.fileName, fileId: props.fileId },
    implementations,
  });
  const snapshot = useSyncExternalStore(host.subscribe, host.getSnapshot, host.getSnapshot);
  const src = snapshot.matches('checking') ? null : snapshot.context.src;

  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !src) return undefined;
    const stop = listen(media, host.send);
    const onFullscreen = () =>
      host.send({ type: 'MEDIA.FULLSCREEN', on: document.fullscreenElement !== null });
    document.addEventListener('fullscreenchange', onFullscreen);
    const offs = [
      host.on('play', () => void media.play().catch(() => undefined)),
      host.on('pause', () => media.pause()),
      host.on('seek', (e) => {
        media.currentTime = e.time;
      }),
      host.on('volume', (e) => {
        media.volume = e.volume;
        media.muted = e.muted;
      }),
      host.on('rate', (e) => {
        media.playbackRate = e.rate;
      }),
      host.on('reload', () => media.load()),
      host.on('fullscreen', (e) => {
        if (e.on) void containerRef.current?.requestFullscreen?.().catch(() => undefined);
        else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      }),
    ];
    return () => {
      stop();
      document.removeEventListener('fullscreenchange', onFullscreen);
      for (const off of offs) off();
    };
  }, [host, src]);

  const locale = useLocale();
  const env = useMemo(() => connectEnv(mediaPlayerTexts, locale, platform), [locale, platform]);
  return useMemo(
    () => ({ view: connectMediaPlayer(snapshot, host.send, env), mediaRef, containerRef }),
    [snapshot, host, env],
  );
}
