import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HEARTBEAT_MS, mergeIntervals, type Interval } from '@contract/study-rules';
import type { Lesson } from '@contract/course';
import type { LessonProgress } from '@contract/study';

/** Normal playback advances by at most this between two timeupdate events (they fire every ~250 ms). */
const MAX_STEP_SEC = 1.5;

/** Outside the hook: the element is the browser's, not React state. */
function seek(video: HTMLMediaElement, to: number) {
  video.currentTime = to;
}

export type Heartbeat = { lessonId: string; position: number; intervals: Interval[] };

/**
 * Watches a <video>: records the seconds really played as intervals, resumes at the furthest position,
 * blocks seeking past it unless the lesson allows skipping, and hands a heartbeat to `send` every 10 s and
 * on pause, end and page hide. Returns the intervals known locally (saved plus played) for display.
 */
export function useWatchTracker(
  video: HTMLVideoElement | null,
  lesson: Lesson | undefined,
  saved: LessonProgress | undefined,
  send: (beat: Heartbeat) => void,
  onBlockedSeek: () => void,
) {
  const [played, setPlayed] = useState<{ lessonId: string; intervals: Interval[] } | null>(null);
  const state = useRef({
    segStart: null as number | null,
    last: 0,
    unsent: [] as Interval[],
    furthest: 0,
    sentPosition: 0,
    restoring: false,
  });
  const sendRef = useRef(send);
  const blockedRef = useRef(onBlockedSeek);
  useLayoutEffect(() => {
    sendRef.current = send;
    blockedRef.current = onBlockedSeek;
  });

  useEffect(() => {
    if (!video || !lesson) return;
    const s = state.current;
    const savedEnd = Math.max(saved?.position ?? 0, ...(saved?.intervals ?? []).map(([, b]) => b));
    Object.assign(s, {
      segStart: null,
      last: 0,
      unsent: [],
      furthest: savedEnd,
      sentPosition: saved?.position ?? 0,
      restoring: false,
    });

    const closeSegment = () => {
      if (s.segStart !== null && s.last > s.segStart) s.unsent.push([s.segStart, s.last]);
      s.segStart = video.paused ? null : s.last;
    };
    const flush = () => {
      closeSegment();
      const intervals = mergeIntervals(s.unsent);
      if (!intervals.length && s.furthest <= s.sentPosition) return;
      s.unsent = [];
      s.sentPosition = s.furthest;
      setPlayed((p) => ({
        lessonId: lesson.id,
        intervals: mergeIntervals([...(p?.lessonId === lesson.id ? p.intervals : []), ...intervals]),
      }));
      sendRef.current({ lessonId: lesson.id, position: Math.round(s.furthest * 100) / 100, intervals });
    };
    const onMeta = () => {
      // Resume where the learner got to, unless that is the very end.
      if (s.furthest > 0 && s.furthest < video.duration - 2) {
        s.restoring = true;
        seek(video, s.furthest);
      }
    };
    const onPlaying = () => {
      s.segStart = video.currentTime;
      s.last = video.currentTime;
    };
    const onTime = () => {
      const t = video.currentTime;
      if (s.segStart !== null && t >= s.last && t - s.last <= MAX_STEP_SEC) {
        s.last = t;
        s.furthest = Math.max(s.furthest, t);
      } else {
        closeSegment();
        s.segStart = video.paused ? null : t;
        s.last = t;
      }
    };
    const onSeeking = () => {
      if (s.restoring) {
        s.restoring = false;
        return;
      }
      if (!lesson.allowSkip && video.currentTime > s.furthest + 1) {
        seek(video, s.furthest);
        blockedRef.current();
      }
    };
    const onPause = () => flush();
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    video.addEventListener('loadedmetadata', onMeta);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    const timer = window.setInterval(() => {
      if (!video.paused) flush();
    }, HEARTBEAT_MS);
    if (video.readyState >= 1) onMeta();
    return () => {
      flush();
      window.clearInterval(timer);
      video.removeEventListener('loadedmetadata', onMeta);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    };
    // Re-arm only when the lesson changes; `saved` is read once per lesson.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video, lesson?.id]);

  return mergeIntervals([
    ...(saved?.intervals ?? []),
    ...(played && played.lessonId === lesson?.id ? played.intervals : []),
  ]);
}
