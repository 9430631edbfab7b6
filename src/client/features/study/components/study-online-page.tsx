import { useEffect, useState } from 'react';
import { Button, DotLoading, ErrorBlock, List, NavBar, ProgressBar, Tag } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { coverage, isCompleted } from '@contract/edu';
import { OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { toast } from '@/lib/feedback';
import { formatDuration } from '@/lib/format';
import { withIdempotencyKey } from '@/lib/offline-queue';
import {
  PROGRESS_KEY,
  courseForStudyQuery,
  studyRecordsQuery,
  videoUrl,
  type ProgressVars,
} from '../api/study';
import { downloadVideo, isDownloaded, removeVideo } from './offline-video';
import { usePendingProgress } from './study-records-page';
import { useWatchTracker } from './use-watch-tracker';

/** /person/myStudy/studyPageOnline?courseId=…: the lesson player with progress that survives being offline. */
export function StudyOnlinePage({ courseId, lessonId }: { courseId: string; lessonId?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const course = useQuery(courseForStudyQuery(courseId));
  const records = useQuery(studyRecordsQuery());
  const progress = useMutation<unknown, Error, ReturnType<typeof withIdempotencyKey<ProgressVars>>>({
    mutationKey: PROGRESS_KEY,
  });
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
      <div className="portal-page">
        <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>{t`Online study`}</NavBar>
        {course.isPending ? (
          <DotLoading />
        ) : navigator.onLine ? (
          <ErrorBlock
            status="empty"
            title={t`This course does not exist or is not published`}
            description=""
          />
        ) : (
          <OfflineEmpty />
        )}
      </div>
    );
  }
  if (course.data.myEnrolment?.status !== 'approved') {
    return (
      <div className="portal-page">
        <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>{course.data.title}</NavBar>
        <ErrorBlock
          status="default"
          title={t`Sign up for this course to study it`}
          description={
            <Button
              onClick={() => void navigate({ to: '/detail', search: { id: courseId } })}
            >{t`Go to the course`}</Button>
          }
        />
      </div>
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
      else await downloadVideo(lesson.id);
      setDownloaded(!downloaded);
      if (!downloaded) void toast(t`Saved for offline viewing`, 'success');
    } catch {
      void toast(t`Download failed, please try again`, 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="portal-page study-online" data-testid="study-online">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>{course.data.title}</NavBar>
      <OfflineBanner />
      {lesson && ready && (
        <>
          <video
            key={lesson.id}
            ref={setVideo}
            src={videoUrl(lesson.id)}
            controls
            playsInline
            preload="metadata"
            className="lesson-video"
            data-testid="lesson-video"
          />
          <div className="lesson-status">
            <strong data-testid="lesson-title">{lesson.title}</strong>{' '}
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
                <span data-testid="pending-progress">{t`${pending} updates waiting to sync`}</span>
              )}
            </div>
            {!navigator.onLine && !downloaded && (
              <div className="hint">{t`This lesson is not downloaded; it plays when you are online.`}</div>
            )}
            <Button
              size="small"
              loading={downloading}
              disabled={!navigator.onLine && !downloaded}
              onClick={() => void toggleDownload()}
              data-testid="download-lesson"
            >
              {downloaded ? <Trans>Remove download</Trans> : <Trans>Download for offline</Trans>}
            </Button>
          </div>
        </>
      )}
      {course.data.chapters.map((ch) => (
        <List key={ch.title} header={ch.title}>
          {ch.lessons.map((l) => {
            const p = progressOf(l.id);
            return (
              <List.Item
                key={l.id}
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
                {l.title}
              </List.Item>
            );
          })}
        </List>
      ))}
    </div>
  );
}
