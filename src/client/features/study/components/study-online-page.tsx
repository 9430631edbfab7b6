import { Fragment, useEffect, useState } from 'react';
import { Button, Tag, List, ProgressBar } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { EmptyState } from '@/components/empty-state';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { coverage, isCompleted } from '@contract/study-rules';
import { NoData } from '@/components/no-data';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { toast } from '@/lib/feedback';
import { formatDuration } from '@/lib/format';
import { useOnline } from '@/lib/online';
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
import { downloadVideo, isDownloaded, removeVideo } from './offline-video';
import { useWatchTracker } from './use-watch-tracker';
import { LessonHandouts } from './lesson-handouts';
import { UserContent, langOf } from '@/components/user-content';

/** /person/myStudy/studyPageOnline?courseId=…: the lesson player with progress that survives being offline. */
export function StudyOnlinePage({ courseId, lessonId }: { courseId: string; lessonId?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const course = useQuery(courseDetailQuery(courseId));
  const records = useQuery(studyRecordsQuery());
  const progress = useProgress();
  const pending = usePendingProgress();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const lessons = course.data?.chapters.flatMap((c) => c.lessons) ?? [];
  const record = records.data?.find((r) => r.courseId === courseId);
  const progressOf = (id: string) => record?.lessons.find((l) => l.lessonId === id);
  const lesson =
    lessons.find((l) => l.id === lessonId) ?? lessons.find((l) => !progressOf(l.id)?.completed) ?? lessons[0];
  const saved = lesson ? progressOf(lesson.id) : undefined;
  const ready = !!lesson && (records.isSuccess || records.isError);
  // The player plays the signed link; without one (offline, or it could not be had) the cached copy, if any.
  const link = useQuery(videoUrlQuery(lesson?.id ?? ''));
  const online = useOnline();
  const bufferedAhead = useBufferedAhead(video);
  const client = useQueryClient();
  const known = useWatchTracker(
    ready ? video : null,
    lesson,
    saved,
    (beat) => progress.mutate(withIdempotencyKey(beat)),
    () => void toast(t`Skipping ahead is not allowed in this lesson`),
  );

  useEffect(() => {
    if (lesson) void isDownloaded(lesson.id).then(setDownloaded);
  }, [lesson]);

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
  const toggleDownload = async () => {
    if (!lesson) return;
    setDownloading(true);
    try {
      if (downloaded) await removeVideo(lesson.id);
      else await downloadVideo(lesson.id, (await client.fetchQuery(videoUrlQuery(lesson.id))).url);
      setDownloaded(!downloaded);
      if (!downloaded) void toast(t`Saved for offline viewing`, 'success');
    } catch {
      void toast(t`Download failed, please try again`, 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <main className="portal-page study-online" data-testid="study-online">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <UserContent>{course.data.title}</UserContent>
      </NavBar>
      <OfflineBanner />
      {lesson && ready && (link.data || !online || link.isError) && (
        <>
          <video
            key={lesson.id}
            ref={setVideo}
            src={link.data?.url ?? videoCacheKey(lesson.id)}
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
            {!online && !downloaded && (
              <div className="hint" data-testid="offline-lesson-note">
                {bufferedAhead
                  ? t`Offline: playing what has already loaded; the rest plays when you are online.`
                  : t`This lesson is not downloaded; it plays when you are online.`}
              </div>
            )}
            <Button
              size="small"
              loading={downloading}
              disabled={!online && !downloaded}
              onClick={() => void toggleDownload()}
              data-testid="download-lesson"
            >
              {downloaded ? <Trans>Remove download</Trans> : <Trans>Download for offline</Trans>}
            </Button>
          </div>
        </>
      )}
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
                {!!l.handouts?.length && <LessonHandouts handouts={l.handouts} />}
              </Fragment>
            );
          })}
        </List>
      ))}
    </main>
  );
}
