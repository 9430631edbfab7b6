import { DotLoading, ErrorBlock, Image, List, NavBar, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { formatDuration, formatFee, shortTime } from '@/lib/format';
import { courseDetailQuery, useCategoryLabel } from '../api/courses';
import { SignUpPanel } from './sign-up-panel';

/** /detail?id=…: everything a learner needs to decide, and the sign-up. Readable offline once visited. */
export function CourseDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const category = useCategoryLabel();
  const detail = useQuery(courseDetailQuery(id));
  const c = detail.data;

  const back = <NavBar onBack={() => router.history.back()}>{c?.title ?? <Trans>Course</Trans>}</NavBar>;
  if (!c) {
    return (
      <div className="portal-page">
        {back}
        <OfflineBanner />
        {detail.isPending ? (
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
  const window =
    c.enrolStartAt || c.enrolEndAt
      ? `${shortTime(c.enrolStartAt)} ~ ${shortTime(c.enrolEndAt)}`
      : t`Any time`;
  const hours = c.creditHours;
  return (
    <div className="portal-page course-detail" data-testid="course-detail">
      {back}
      <OfflineBanner />
      <FreshnessNote updatedAt={detail.dataUpdatedAt} />
      {c.cover && <Image src={c.cover} className="course-detail-cover" fit="cover" alt="" />}
      <h1 className="course-detail-title">{c.title}</h1>
      <p className="course-detail-summary">{c.summary}</p>
      <List>
        <List.Item extra={category(c.category, i18n.locale === 'en')}>
          <Trans>Category</Trans>
        </List.Item>
        <List.Item extra={c.teacher}>
          <Trans>Teacher</Trans>
        </List.Item>
        <List.Item extra={<Trans>{hours} credit hours</Trans>}>
          <Trans>Credit hours</Trans>
        </List.Item>
        <List.Item extra={formatFee(c.fee)}>
          <Trans>Fee</Trans>
        </List.Item>
        <List.Item extra={window}>
          <Trans>Sign-up period</Trans>
        </List.Item>
        {c.seatsLeft !== null && (
          <List.Item extra={<span data-testid="seats-left">{c.seatsLeft}</span>}>
            <Trans>Seats left</Trans>
          </List.Item>
        )}
      </List>
      <SignUpPanel course={c} />
      {c.mode === 'offline' ? (
        <List header={<Trans>Sessions</Trans>}>
          {c.sessions.map((s) => (
            <List.Item
              key={s.id}
              description={`${s.venue} · ${s.address}`}
              extra={
                s.seatsLeft > 0 ? (
                  <Trans>{s.seatsLeft} seats left</Trans>
                ) : (
                  <Tag color="warning">{t`Full`}</Tag>
                )
              }
            >
              {s.title} · {shortTime(s.startAt)} – {s.endAt.slice(11, 16)}
            </List.Item>
          ))}
        </List>
      ) : (
        c.chapters.map((ch) => (
          <List key={ch.title} header={ch.title} data-testid="chapter">
            {ch.lessons.map((l) => (
              <List.Item key={l.id} extra={formatDuration(l.durationSec)}>
                {l.title}
              </List.Item>
            ))}
          </List>
        ))
      )}
      {/* Sanitised on the server when saved (sanitize-html), so it is safe to render as HTML. */}
      <section className="course-content" dangerouslySetInnerHTML={{ __html: c.content }} />
    </div>
  );
}
