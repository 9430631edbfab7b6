import './catalog';
import { useEffect, useState } from 'react';
import { Button, List, Switch } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { NavBar } from '@/components/ui/nav-bar';
import { OfflineBanner } from '@/components/offline-banner';
import { EmptyState } from '@/components/empty-state';
import { confirm } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import type { OfflineFile } from '@/lib/offline-files';
import { courseDetailQuery } from '@/api/catalog';
import { pause, remove, resume } from './engine';
import { formatSize, knowsNetworkType } from './rules';
import { connectionNow } from './start';
import { setDownloadSettings, useDownloadSettings } from './settings';
import { applyCourse, useQueue } from './use-queue';
import { useFailureText, useProgressText } from './failure-text';
import { ActionButton } from './action-button';
import './downloads.css';

type Space = { usage: number | null; quota: number | null; persisted: boolean | null };

/** What the browser says of this site's storage; read again whenever the stored files change. */
function useSpace(files: OfflineFile[]): Space {
  const [space, setSpace] = useState<Space>({ usage: null, quota: null, persisted: null });
  const stored = files.reduce((s, f) => s + f.received, 0);
  useEffect(() => {
    void (async () => {
      const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
      const persisted = (await navigator.storage?.persisted?.().catch(() => null)) ?? null;
      setSpace({ usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted });
    })();
  }, [stored, files.length]);
  return space;
}

/**
 * Reads a course the phone holds copies of, when online, and applies it to them (removed lessons are freed,
 * changed videos marked outdated, a course no longer signed up for marked): one per course, as react-query's
 * useQuery (useQueries would add its own code to every phone's first chunk).
 */
function CourseCheck({ courseId }: { courseId: string }) {
  const online = useOnline();
  const course = useQuery({ ...courseDetailQuery(courseId), enabled: online });
  const fresh = course.isFetchedAfterMount ? course.dataUpdatedAt : 0;
  useEffect(() => {
    if (fresh && course.data) void applyCourse(course.data);
    // When the course's fresh answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh]);
  return null;
}

/**
 * /person/storage: the space this site uses and has left, whether the browser keeps it for good, the download
 * settings, the queue (pause, resume, cancel) and the saved copies by course (delete one, a course, or all).
 * Offline it shows all of this from the phone itself; only the courses' freshness needs the network.
 */
export function StoragePage() {
  const { t } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const files = useQueue();
  const space = useSpace(files);
  const settings = useDownloadSettings();
  const failure = useFailureText();
  const progress = useProgressText();
  const canTell = knowsNetworkType(connectionNow());
  const courseIds = [...new Set(files.map((f) => f.courseId))];

  const queue = files.filter((f) => f.state !== 'done');
  const saved = files.filter((f) => f.state === 'done');
  const byCourse = courseIds
    .map((id) => ({ id, files: saved.filter((f) => f.courseId === id) }))
    .filter((c) => c.files.length);
  const total = files.reduce((s, f) => s + f.received, 0);
  const ofCourse = (id: string) => files.find((f) => f.courseId === id)?.courseTitle ?? '';
  const status = (f: Omit<OfflineFile, 'title'>) => {
    const figures = `${formatSize(f.received)} / ${formatSize(f.size)}`;
    const reason = failure(f.error);
    if (f.state === 'waiting') return f.error ? t`Waiting: ${reason}` : t`Waiting · ${figures}`;
    return f.state === 'done' ? formatSize(f.size) : progress(f.state, f.received, f.size, f.error);
  };
  const deleteAll = async () => {
    if (await confirm(t`Delete every download from this phone?`)) await remove(files.map((f) => f.key));
  };

  return (
    <main className="portal-page storage-page" data-testid="storage-page">
      <NavBar onBack={() => router.history.back()}>{t`Storage`}</NavBar>
      <OfflineBanner />
      {courseIds.map((id) => (
        <CourseCheck key={id} courseId={id} />
      ))}
      <List header={t`Space on this phone`}>
        <List.Item extra={<span data-testid="storage-downloads">{formatSize(total)}</span>}>
          {t`Downloads`}
        </List.Item>
        <List.Item
          extra={
            <span data-testid="storage-used">{space.usage === null ? '—' : formatSize(space.usage)}</span>
          }
        >
          {t`Used by this app`}
        </List.Item>
        <List.Item
          extra={
            <span data-testid="storage-free">
              {space.quota === null || space.usage === null ? '—' : formatSize(space.quota - space.usage)}
            </span>
          }
        >
          {t`Available`}
        </List.Item>
        <List.Item
          description={
            space.persisted
              ? t`The browser will not clear your downloads to free space; only you delete them.`
              : // eslint-disable-next-line max-len -- a lingui message's text is its id
                t`The browser may clear your downloads when the phone runs short of space; you would download them again. Installing the app to the home screen makes this less likely.`
          }
          data-testid="storage-persisted"
        >
          {space.persisted ? t`Kept for good` : t`May be cleared by the browser`}
        </List.Item>
      </List>

      <List header={t`Settings`}>
        <List.Item
          extra={
            <Switch
              tabIndex={0}
              aria-label={t`Download on Wi-Fi only`}
              checked={settings.wifiOnly && canTell}
              disabled={!canTell}
              onChange={(wifiOnly) => setDownloadSettings({ wifiOnly })}
              data-testid="setting-wifi-only"
            />
          }
          description={
            canTell
              ? t`On other networks, downloads wait for Wi-Fi.`
              : t`This browser cannot tell Wi-Fi from mobile data, so this setting cannot apply here.`
          }
        >
          {t`Download on Wi-Fi only`}
        </List.Item>
        <List.Item
          extra={
            <Switch
              tabIndex={0}
              aria-label={t`Keep the next 2 lessons ready`}
              checked={settings.keepNext}
              onChange={(keepNext) => setDownloadSettings({ keepNext })}
              data-testid="setting-keep-next"
            />
          }
          // eslint-disable-next-line max-len -- a lingui message's text is its id
          description={t`While you study a course, its next 2 lessons download in the background, under the same rules.`}
        >
          {t`Keep the next 2 lessons ready`}
        </List.Item>
      </List>

      {queue.length > 0 && (
        <List header={t`Download queue`} data-testid="download-queue">
          {queue.map(({ title, ...f }) => (
            <List.Item
              key={f.key}
              description={<span data-testid="queue-status">{status(f)}</span>}
              data-testid="queue-item"
              data-state={f.state}
              data-key={f.key}
            >
              <span translate="no">{title}</span>
              <div className="download-actions">
                {(f.state === 'waiting' || f.state === 'downloading') && (
                  <ActionButton size="mini" label={t`Pause`} name={title} onClick={() => void pause(f.key)} />
                )}
                {(f.state === 'paused' || f.state === 'failed') && (
                  <ActionButton
                    size="mini"
                    label={t`Resume`}
                    name={title}
                    onClick={() => void resume(f.key)}
                  />
                )}
                <ActionButton
                  size="mini"
                  label={t`Cancel`}
                  name={title}
                  onClick={() => void remove([f.key])}
                />
              </div>
            </List.Item>
          ))}
        </List>
      )}

      {byCourse.length === 0 && queue.length === 0 && (
        <EmptyState
          title={t`Nothing downloaded yet`}
          description={t`Download a course from its study page.`}
        />
      )}
      {byCourse.map((c) => {
        const courseTitle = ofCourse(c.id);
        return (
          <List
            key={c.id}
            header={
              <span data-testid="storage-course">
                <span translate="no">{courseTitle}</span> ·{' '}
                {formatSize(c.files.reduce((s, f) => s + f.size, 0))}
              </span>
            }
          >
            {c.files.map(({ title, ...f }) => (
              <List.Item
                key={f.key}
                description={
                  f.error === 'notEnrolled'
                    ? failure(f.error)
                    : f.outdated
                      ? t`Changed on the server since it was saved`
                      : undefined
                }
                extra={
                  <ActionButton
                    size="mini"
                    label={t`Delete`}
                    name={title}
                    onClick={() => void remove([f.key])}
                  />
                }
                data-testid="storage-file"
              >
                <span translate="no">{title}</span> <span className="handout-size">{status(f)}</span>
              </List.Item>
            ))}
            <List.Item>
              <ActionButton
                size="small"
                label={t`Delete this course`}
                name={courseTitle}
                onClick={() => void remove(files.filter((f) => f.courseId === c.id).map((f) => f.key))}
              />
            </List.Item>
          </List>
        );
      })}
      {files.length > 0 && (
        <div className="download-actions storage-all">
          <Button color="danger" fill="outline" onClick={() => void deleteAll()} data-testid="delete-all">
            {t`Delete all downloads`}
          </Button>
        </div>
      )}
      {!online && (
        // eslint-disable-next-line max-len -- a lingui message's text is its id
        <p className="hint">{t`Offline: the figures are this phone's own; changes to courses show when you are online.`}</p>
      )}
    </main>
  );
}
