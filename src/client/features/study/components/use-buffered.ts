import { useCallback, useSyncExternalStore } from 'react';

/** Playable media ahead of the playhead, or playing: offline, a lesson still plays from its buffer. */
const hasMediaAhead = (v: HTMLVideoElement | null) => {
  if (!v) return false;
  if (!v.paused && !v.ended) return true;
  for (let i = 0; i < v.buffered.length; i++)
    if (v.buffered.start(i) <= v.currentTime && v.buffered.end(i) > v.currentTime + 1) return true;
  return false;
};

const EVENTS = ['progress', 'loadeddata', 'playing', 'pause', 'timeupdate', 'waiting', 'emptied'];

/** Whether the video can play on without the network right now, updated as it loads and plays. */
export function useBufferedAhead(video: HTMLVideoElement | null): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      EVENTS.forEach((e) => video?.addEventListener(e, changed));
      return () => EVENTS.forEach((e) => video?.removeEventListener(e, changed));
    },
    [video],
  );
  return useSyncExternalStore(subscribe, () => hasMediaAhead(video));
}
