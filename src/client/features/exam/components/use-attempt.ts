import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ANSWER_SYNC_MS } from '@contract/exam-rules';
import { myExamsQuery } from '@/api/exams';
import { isRefusal, saveAnswers, startAttempt } from '../api/exam';
import {
  dirtyEntries,
  journalFor,
  loadJournal,
  markSynced,
  saveJournal,
  type Journal,
} from '../model/journal';

export type AttemptStatus = 'loading' | 'ready' | 'offline-missing' | 'not-in-progress' | 'error';

/** A change waits this long for the next before it is sent: typing a blank is one save, not one per letter. */
const DEBOUNCE_MS = 1500;
/** A save's measured offset replaces the stored one only when they differ by more (the phone's clock moved). */
const OFFSET_DRIFT_MS = 2000;

/**
 * An attempt on this device: the journal first (so a reload or an offline start shows the paper and answers at
 * once), then, online, the server's copy merged in (answers saved from another phone; the later answeredAtMs
 * wins). Every change is written to the journal at once.
 */
export function useAttempt(attemptId: string, examId: string) {
  const client = useQueryClient();
  const ref = useRef<Journal | null>(null);
  const [journal, setJournal] = useState<Journal | null>(null);
  const [status, setStatus] = useState<AttemptStatus>('loading');

  const put = useCallback((next: Journal) => {
    ref.current = next;
    setJournal(next);
    return saveJournal(next);
  }, []);
  const update = useCallback(
    (fn: (j: Journal) => Journal) => {
      if (ref.current) void put(fn(ref.current));
    },
    [put],
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const local = await loadJournal(attemptId).catch(() => undefined);
      if (cancelled) return;
      if (local) {
        ref.current = local;
        setJournal(local);
        setStatus('ready');
        if (local.submit) return;
      }
      if (!navigator.onLine) {
        if (!local) setStatus('offline-missing');
        return;
      }
      try {
        // Resume only an attempt the server still has in progress: asking for an attempt of an exam
        // whose attempt was submitted elsewhere would start a new one.
        const mine = await client.fetchQuery({ ...myExamsQuery(), staleTime: 0 });
        const exam = mine.exams.find((e) => e.inProgress?.attemptId === attemptId);
        if (cancelled) return;
        if (!exam) {
          // With a journal, the page goes on: its deadline passed, so it submits what this phone holds.
          if (!local) setStatus('not-in-progress');
          return;
        }
        const got = await startAttempt(exam.id || examId);
        if (cancelled || got.attempt.attemptId !== attemptId) return;
        await put(journalFor(got.attempt, got.offsetMs, ref.current ?? undefined));
        setStatus('ready');
      } catch {
        if (!cancelled && !ref.current) setStatus('error');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attemptId, examId, client, put]);

  return { journal, status, update, ref };
}

/**
 * Background sync of the journal: what changed since the last acknowledged save, with a fresh clientId, after a
 * short pause in changes, every ANSWER_SYNC_MS, when the network returns and when the page is hidden (app
 * switch, screen off). One save at a time; a failed one leaves its answers marked to go with the next.
 */
export function useAnswerSync(
  ref: { current: Journal | null },
  update: (fn: (j: Journal) => Journal) => void,
  onRefused: (message: string) => void,
) {
  const busy = useRef(false);
  const again = useRef(false);
  const timer = useRef<number>(undefined);

  const sync = useCallback(
    async function run(keepalive = false): Promise<void> {
      const j = ref.current;
      if (!j || j.submit || !navigator.onLine) return;
      if (busy.current) {
        again.current = true;
        return;
      }
      const entries = dirtyEntries(j.answers);
      if (entries.length === 0) return;
      busy.current = true;
      try {
        const got = await saveAnswers(
          j.attemptId,
          { clientId: crypto.randomUUID(), answers: entries },
          keepalive,
        );
        const measured = got.serverNowMs - Date.now();
        update((cur) => ({
          ...cur,
          answers: markSynced(cur.answers, entries),
          offsetMs: Math.abs(measured - cur.offsetMs) > OFFSET_DRIFT_MS ? measured : cur.offsetMs,
        }));
      } catch (err) {
        // Offline or a server error: the answers stay marked and go with the next save. A refusal (the
        // attempt was submitted elsewhere or closed) will not get better by sending again.
        if (isRefusal(err)) onRefused(err.message);
      } finally {
        busy.current = false;
      }
      if (again.current) {
        again.current = false;
        await run();
      }
    },
    [ref, update, onRefused],
  );

  /** Called on every change: sends after a short pause. */
  const changed = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void sync(), DEBOUNCE_MS);
  }, [sync]);

  useEffect(() => {
    const onOnline = () => void sync();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void sync(true);
    };
    const interval = window.setInterval(() => void sync(), ANSWER_SYNC_MS);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(timer.current);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [sync]);

  return { sync, changed };
}
