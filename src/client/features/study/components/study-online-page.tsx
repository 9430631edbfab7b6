import { Fragment, Suspense, useEffect, useState } from 'react';
import { Button, Tag, List, ProgressBar } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { EmptyState } from '@/components/empty-state';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { coverage, isCompleted } from '@contract/study-rules';
import { NoData } from '@/components/no-data';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { toast } from '@/lib/feedback';
import { formatDuration } from '@/lib/format';
import { lazyOnline, useOnline } from '@/lib/online';
import { offlineFile, videoKey, type OfflineFile } from '@/lib/offline-files';
import { useBufferedAhead } from './use-buffered';
import { withIdempotencyKey } from '@/lib/offline-queue';
import { courseDetailQuery } from '@/api/catalog';
import {
  studyRecordsQuery,
  usePendingProgress,
  useProgress,
  videoCacheKey,
  videoUrlQuery,
} from '../api/study';
import { useWatchTracker } from './use-watch-tracker';
import { LessonHandouts } from './lesson-handouts';
import { UserContent, langOf } from '@/components/user-content';

// The download controls: on demand (a download needs the network), with their own catalog; offline before they
// were ever fetched, the page shows none.
const Nothing = () => null;
const CourseDownload = lazyOnline(
  () => import('../downloads/study-downloads').then((m) => m.CourseDownload),
  Nothing,
);
const LessonDownload = lazyOnline(
  () => import('../downloads/study-downloads').then((m) => m.LessonDownload),
  Nothing,
);

/** How long the player waits for the server's study record, so it resumes where another device got to. */
const RESUME_WAIT_MS = 4000;

/** /person/myStudy/studyPageOnline?courseId=…: the lesson player with progress that survives being offline. */
export function StudyOnlinePage({ courseId, lessonId }: { courseId: string; lessonId?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  // Read again on every opening too: a lesson staff changed marks its saved copy outdated.
  const course = useQuery({ ...courseDetailQuery(courseId), refetchOnMount: 'always' });
  // Read again on every opening: another device may have got further since.
  const records = useQuery({ ...studyRecordsQuery(), refetchOnMount: 'always' });
  const progress = useProgress();
  const pending = usePendingProgress();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [copy, setCopy] = useState<{ lessonId: string; file: OfflineFile | undefined } | null>(null);
  const [waited, setWaited] = useState(false);

  const lessons = course.data?.chapters.flatMap((c) => c.lessons) ?? [];
  const record = records.data?.find((r) => r.courseId === courseId);
  const progressOf = (id: string) => record?.lessons.find((l) => l.lessonId === id);
  const lesson =
    lessons.find((l) => l.id === lessonId) ?? lessons.find((l) => !progressOf(l.id)?.completed) ?? lessons[0];
  const saved = lesson ? progressOf(lesson.id) : undefined;
  const online = useOnline();
  // Online, the record of this opening (or, past RESUME_WAIT_MS, the saved one); offline, the saved one.
  const ready =
    !!lesson &&
    (records.isError || (records.isSuccess && (records.isFetchedAfterMount || !online || waited))) &&
    copy?.lessonId === lesson.id;
  // The player plays the signed link; without one (offline, or it could not be had) the cached copy, if any.
  const link = useQuery(videoUrlQuery(lesson?.id ?? ''));
  const bufferedAhead = useBufferedAhead(video);
  const known = useWatchTracker(
    ready ? video : null,
    lesson,
    saved,
    (beat) => progress.mutate(withIdempotencyKey(beat)),
    () => void toast(t`Skipping ahead is not allowed in this lesson`),
  );

  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), RESUME_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // The saved copy, read once as the lesson opens (the player's source does not change under the learner).
  const lessonKey = lesson?.id;
  useEffect(() => {
    if (lessonKey)
      void offlineFile(videoKey(lessonKey))
        .catch(() => undefined)
        .then((file) => setCopy({ lessonId: lessonKey, file }));
  }, [lessonKey]);

  if (!course.data) {
    return (
      <main className="portal-page">
        <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>{t`Online study`}</NavBar>
        <NoData pending={course.isPending} missing={t`This course does not exist or is not published`} />
      </main>
    );
  }
  if (course.data.myEnrolment?.status !== 'approved') {
    return (
      <main className="portal-page">
        <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
          <UserContent>{course.data.title}</UserContent>
        </NavBar>
        <EmptyState
          title={t`Sign up for this course to study it`}
          description={
            <Button
              onClick={() => void navigate({ to: '/detail', search: { id: courseId } })}
            >{t`Go to the course`}</Button>
          }
        />
      </main>
    );
  }

  const watched = lesson ? coverage(known) : 0;
  const percent = lesson ? Math.min(100, (100 * watched) / lesson.durationSec) : 0;
  const done = !!lesson && (saved?.completed || isCompleted(watched, lesson.durationSec));
  // A whole saved copy plays from the phone (its token-free path, answered by the service worker) when it is the
  // lesson's current video, or when there is no network; otherwise the signed link plays from the server.
  const savedCopy = copy?.file?.state === 'done' ? copy.file : undefined;
  const local = !!savedCopy && (savedCopy.version === lesson?.fileId || !online);
  return (
    <main className="portal-page study-online" data-testid="study-online">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <UserContent>{course.data.title}</UserContent>
      </NavBar>
      <OfflineBanner />
      {lesson && ready && (local || link.data || !online || link.isError) && (
        <>
          <video
            key={lesson.id}
            ref={setVideo}
            src={local ? videoCacheKey(lesson.id) : (link.data?.url ?? videoCacheKey(lesson.id))}
            controls
            playsInline
            preload="metadata"
            className="lesson-video"
            data-testid="lesson-video"
          />
          <div className="lesson-status">
            <strong data-testid="lesson-title" translate="no" lang={langOf(lesson.title)}>
              {lesson.title}
            </strong>{' '}
            {done ? (
              <Tag color="success">{t`Completed`}</Tag>
            ) : (
              <span data-testid="lesson-percent">{Math.floor(percent)}%</span>
            )}
            <ProgressBar percent={percent} />
            <div className="hint">
              {lesson.allowSkip ? (
                <Trans>You may skip ahead in this lesson.</Trans>
              ) : (
                <Trans>Watch in order: skipping ahead is blocked.</Trans>
              )}{' '}
              {pending > 0 && (
                <span data-testid="pending-progress">
                  <Plural value={pending} one="# update waiting to sync" other="# updates waiting to sync" />
                </span>
              )}
            </div>
            {!online && !local && (
              <div className="hint" data-testid="offline-lesson-note">
                {bufferedAhead
                  ? t`Offline: playing what has already loaded; the rest plays when you are online.`
                  : t`This lesson is not downloaded; it plays when you are online.`}
              </div>
            )}
          </div>
        </>
      )}
      <Suspense>
        <CourseDownload course={course.data} lessonId={lesson?.id} />
      </Suspense>
      {course.data.chapters.map((ch) => (
        <List key={ch.title} header={<UserContent>{ch.title}</UserContent>}>
          {ch.lessons.map((l) => {
            const p = progressOf(l.id);
            return (
              <Fragment key={l.id}>
                <List.Item
                  onClick={() =>
                    void navigate({
                      to: '/person/myStudy/studyPageOnline',
                      search: { courseId, lessonId: l.id },
                      replace: true,
                    })
                  }
                  extra={p?.completed ? t`Completed` : formatDuration(l.durationSec)}
                  className={l.id === lesson?.id ? 'lesson-active' : undefined}
                  data-testid="lesson-item"
                >
                  <UserContent>{l.title}</UserContent>
                </List.Item>
                <Suspense>
                  <LessonDownload course={course.data} lesson={l} />
                </Suspense>
                {!!l.handouts?.length && (
                  <LessonHandouts
                    handouts={l.handouts}
                    place={{ courseId, courseTitle: course.data.title, lessonId: l.id }}
                  />
                )}
              </Fragment>
            );
          })}
        </List>
      ))}
    </main>
  );
}
