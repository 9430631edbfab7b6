import { Suspense } from 'react';
import { List, Tag } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CoverPicture } from '@/components/cover-picture';
import { FreshnessNote } from '@/components/freshness-note';
import { NoData } from '@/components/no-data';
import { OfflineBanner } from '@/components/offline-banner';
import { langOf, UserContent } from '@/components/user-content';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { formatDuration, formatFee, timeRange } from '@/lib/format';
import { courseDetailQuery, useCategoryLabel } from '@/api/catalog';
import { useUser } from '@/lib/session';
import { lazyOnline } from '@/lib/online';
import { SignUpPanel } from './sign-up-panel';
import { CreditHours, SeatsLeft } from './counts';

/** What only a signed-in learner sees (following, the course's exams): an anonymous visit never loads it. */
const LearnerExtras = lazyOnline(
  () => import('./learner-extras').then((m) => m.LearnerExtras),
  () => null,
);

/** The cover spans the page (720 px at most: .portal-page). */
const DETAIL_COVER_SIZES = '(min-width: 720px) 720px, 100vw';

/** The detail's place while it loads: the cover's box, the title and summary lines, the first facts. */
function CourseDetailSkeleton() {
  return (
    <div aria-hidden="true" data-testid="course-detail-skeleton">
      <div className="course-detail-cover skeleton" />
      <div className="course-detail-title">
        <span className="skeleton skeleton-line" />
      </div>
      <p className="course-detail-summary">
        <span className="skeleton skeleton-line skeleton-short" />
      </p>
      <div className="detail-skeleton-rows">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="skeleton skeleton-line" />
        ))}
      </div>
    </div>
  );
}

/** /detail?id=…: everything a learner needs to decide, and the sign-up. Readable offline once visited. */
export function CourseDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const user = useUser();
  const category = useCategoryLabel();
  const detail = useQuery(courseDetailQuery(id));
  const c = detail.data;

  const back = (
    <NavBar onBack={() => router.history.back()} className="detail-nav-bar" ownHeading={!!c}>
      {c ? <UserContent>{c.title}</UserContent> : <Trans>Course</Trans>}
    </NavBar>
  );
  if (!c) {
    return (
      <main className="portal-page">
        {back}
        <OfflineBanner />
        {awaitingFirstAnswer(detail) ? (
          <CourseDetailSkeleton />
        ) : (
          <NoData pending={false} missing={t`This course does not exist or is not published`} />
        )}
      </main>
    );
  }
  const window = timeRange(c.enrolStartAt, c.enrolEndAt) || t`Any time`;
  const hours = c.creditHours;
  return (
    <main className="portal-page course-detail" data-testid="course-detail">
      {back}
      <OfflineBanner />
      <FreshnessNote updatedAt={detail.dataUpdatedAt} />
      {c.cover && (
        <CoverPicture
          src={c.cover}
          image={c.coverImage}
          sizes={DETAIL_COVER_SIZES}
          className="course-detail-cover"
          priority
        />
      )}
      <h1 className="course-detail-title" translate="no" lang={langOf(c.title)}>
        {c.title}
      </h1>
      <p className="course-detail-summary" translate="no" lang={langOf(c.summary)}>
        {c.summary}
      </p>
      <List>
        <List.Item extra={category(c.category, i18n.locale === 'en')}>
          <Trans>Category</Trans>
        </List.Item>
        <List.Item extra={<UserContent>{c.teacher}</UserContent>}>
          <Trans>Teacher</Trans>
        </List.Item>
        <List.Item extra={<CreditHours hours={hours} />}>
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
      {user && (
        <Suspense>
          <LearnerExtras course={c} />
        </Suspense>
      )}
      {c.mode === 'offline' ? (
        <List header={<Trans>Sessions</Trans>}>
          {c.sessions.map((s) => (
            <List.Item
              key={s.id}
              data-testid="course-session"
              description={<UserContent>{[s.venue, s.address].filter(Boolean).join(' · ')}</UserContent>}
              extra={
                s.seatsLeft > 0 ? <SeatsLeft seats={s.seatsLeft} /> : <Tag color="warning">{t`Full`}</Tag>
              }
            >
              <UserContent>{s.title}</UserContent> · {timeRange(s.startAt, s.endAt)}
            </List.Item>
          ))}
        </List>
      ) : (
        c.chapters.map((ch) => (
          <List key={ch.title} header={<UserContent>{ch.title}</UserContent>} data-testid="chapter">
            {ch.lessons.map((l) => (
              <List.Item key={l.id} extra={formatDuration(l.durationSec)}>
                <UserContent>{l.title}</UserContent>
              </List.Item>
            ))}
          </List>
        ))
      )}
      {/* Sanitised on the server when saved (sanitize-html), so it is safe to render as HTML. */}
      <section
        className="course-content"
        translate="no"
        lang={langOf(c.content)}
        dangerouslySetInnerHTML={{ __html: c.content }}
      />
    </main>
  );
}
