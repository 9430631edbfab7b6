import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { Link, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@contract/catalog';
import type { Lesson } from '@contract/course';
import type { OfflineFile } from '@/lib/offline-files';
import { useOnline } from '@/lib/online';
import './catalog';
import { courseFiles, lessonFiles, lessonsOf, type NewFile } from './course-files';
import { pause, remove, resume } from './engine';
import { KEEP_FREE_BYTES, formatSize, nextLessons, type Verdict } from './rules';
import { keepReady, startDownload } from './start';
import { useDownloadSettings } from './settings';
import { ActionButton } from './action-button';
import { applyCourse, useQueue } from './use-queue';
import { useProgressText } from './failure-text';
import './downloads.css';

/** What a set of files (a course's, a lesson's) has on this phone, in one state. */
function summary(wanted: NewFile[], files: OfflineFile[]) {
  const mine = files.filter((f) => wanted.some((w) => w.key === f.key));
  const size = wanted.reduce((s, f) => s + f.size, 0);
  const received = mine.reduce((s, f) => s + Math.min(f.received, f.size), 0);
  const state: 'failed' | 'downloading' | 'paused' | 'missing' | 'outdated' | 'done' = mine.some(
    (f) => f.state === 'failed',
  )
    ? 'failed'
    : mine.some((f) => f.state === 'downloading' || f.state === 'waiting')
      ? 'downloading'
      : mine.some((f) => f.state === 'paused')
        ? 'paused'
        : mine.length < wanted.length
          ? 'missing'
          : mine.some((f) => f.outdated || wanted.some((w) => w.key === f.key && w.version !== f.version))
            ? 'outdated'
            : 'done';
  return { mine, size, received, state, failure: mine.find((f) => f.error)?.error };
}

function useStart() {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<Extract<Verdict, { kind: 'refuse' }> | null>(null);
  const files = useQueue();
  const start = async (wanted: NewFile[]) => {
    const verdict = await startDownload(wanted, files, (ask) => {
      const size = formatSize(ask.bytes);
      const left = ask.free === null ? '' : formatSize(ask.free);
      return left
        ? t`You are about to download ${size}; about ${left} is free. Continue?`
        : t`You are about to download ${size}. Continue?`;
    });
    setRefusal(verdict?.kind === 'refuse' ? verdict : null);
  };
  const needed = refusal ? formatSize(refusal.bytes) : '';
  const free = refusal ? formatSize(refusal.free) : '';
  const kept = formatSize(KEEP_FREE_BYTES);
  const note = refusal && (
    <div className="download-refusal" role="alert" data-testid="download-refusal">
      {t`Not enough space: this needs ${needed} and ${free} is free; at least ${kept} must stay free.`}
    </div>
  );
  return { files, start, note };
}

/**
 * Above the lesson list: the course's size and what of it is saved, "Download course" (every lesson's video and
 * handouts), and the way to the storage page. It also applies the server's course to the saved copies, and keeps
 * the next lessons ready when the learner asked for that.
 */
export function CourseDownload({ course, lessonId }: { course: CourseDetail; lessonId?: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const settings = useDownloadSettings();
  const router = useRouter();
  const { files, start, note } = useStart();
  const wanted = courseFiles(course);
  const s = summary(wanted, files);
  const stale = s.mine.filter((f) => f.outdated);
  const total = formatSize(s.size);
  const saved = formatSize(s.received);

  // The storage page's code, fetched now (the service worker keeps it): the learner who downloads on the way to
  // a train manages the downloads there, offline.
  useEffect(() => {
    if (online) void router.preloadRoute({ to: '/person/storage' }).catch(() => undefined);
  }, [online, router]);
  // When the server's course arrives, not on every progress tick.
  useEffect(() => {
    if (online) void applyCourse(course);
  }, [course, online]);
  useEffect(() => {
    if (!online || !settings.keepNext || !lessonId) return;
    const next = nextLessons(lessonsOf(course), lessonId).flatMap((l) => lessonFiles(course, l, true));
    void keepReady(next, files);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [course, lessonId, online, settings.keepNext]);

  if (!wanted.length) return null;
  return (
    <section className="course-download" aria-label={t`Downloads`} data-testid="course-download">
      <div data-testid="course-download-total">{t`Course: ${total}; saved on this phone: ${saved}`}</div>
      <div className="download-actions">
        {s.state !== 'done' && s.state !== 'outdated' && (
          <Button size="small" color="primary" disabled={!online} onClick={() => void start(wanted)}>
            {t`Download course`}
          </Button>
        )}
        {stale.length > 0 && (
          <Button
            size="small"
            disabled={!online}
            onClick={() => void start(wanted.filter((w) => stale.some((f) => f.key === w.key)))}
          >
            {t`Update all`}
          </Button>
        )}
        <Link to="/person/storage" className="download-manage">{t`Manage downloads`}</Link>
      </div>
      {note}
    </section>
  );
}

/** Under a lesson in the list: its download's state, with what can be done next (download, pause, resume…). */
export function LessonDownload({ course, lesson }: { course: CourseDetail; lesson: Lesson }) {
  const { t } = useLingui();
  const online = useOnline();
  const progress = useProgressText();
  const { files, start, note } = useStart();
  const wanted = lessonFiles(course, lesson);
  if (!wanted.length) return null;
  const s = summary(wanted, files);
  const keys = s.mine.map((f) => f.key);
  const size = formatSize(s.size);
  const title = lesson.title;
  const text =
    s.state === 'missing'
      ? t`Not downloaded · ${size}`
      : s.state === 'outdated'
        ? t`Changed on the server since it was saved`
        : s.state === 'done'
          ? t`Saved for offline · ${size}`
          : progress(s.state, s.received, s.size, s.failure);
  const button = (label: string, action: () => unknown, needsNetwork = false) => (
    <ActionButton
      size="mini"
      label={label}
      name={title}
      disabled={needsNetwork && !online}
      onClick={() => void action()}
    />
  );
  return (
    <div className="lesson-download" data-testid="lesson-download" data-state={s.state}>
      <span className="download-status">{text}</span>
      {s.state === 'missing' && button(t`Download`, () => start(wanted), true)}
      {s.state === 'downloading' && button(t`Pause`, () => Promise.all(keys.map(pause)))}
      {(s.state === 'paused' || s.state === 'failed') &&
        button(t`Resume`, () => Promise.all(keys.map(resume)), true)}
      {s.state === 'outdated' &&
        button(t`Update`, () => start(wanted.filter((w) => keys.includes(w.key))), true)}
      {(s.state === 'downloading' || s.state === 'paused' || s.state === 'failed') &&
        button(t`Cancel`, () => remove(keys))}
      {(s.state === 'done' || s.state === 'outdated') && button(t`Delete`, () => remove(keys))}
      {note}
    </div>
  );
}
