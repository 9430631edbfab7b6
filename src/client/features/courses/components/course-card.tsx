import { Tag } from 'antd-mobile';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@contract/course';
import { CoverPicture } from '@/components/cover-picture';
import { UserContent, langOf } from '@/components/user-content';
import { formatFee } from '@/lib/format';
import { useCategoryLabel } from '@/api/catalog';
import { CreditHours, SeatsLeft } from './counts';

/**
 * One course in a listing: cover, title, teacher, hours, fee, seats. The whole card opens the detail. Every line
 * has a fixed height (two for the title), so a card is as tall as its skeleton whatever it says.
 * `priority`: the first card of a listing, whose cover is the page's largest image in the first screen.
 */
export function CourseCard({ course, priority = false }: { course: Course; priority?: boolean }) {
  const { i18n } = useLingui();
  const category = useCategoryLabel();
  const hours = course.creditHours;
  const seats = course.seatsLeft;
  return (
    <Link to="/detail" search={{ id: course.id }} className="course-card" data-testid="course-card">
      {/* A plain <picture>: the home page's first visit should not pay for antd-mobile's Image. */}
      <CoverPicture
        src={course.cover}
        image={course.coverImage}
        sizes={COVER_SIZES}
        className="course-card-cover"
        priority={priority}
      />
      <div className="course-card-body">
        <div className="course-card-title" translate="no" lang={langOf(course.title)}>
          {course.title}
        </div>
        <div className="course-card-meta">
          <Tag color="primary" fill="outline" className="course-card-tag">
            {category(course.category, i18n.locale === 'en')}
          </Tag>{' '}
          {course.mode === 'online' ? <Trans>Online</Trans> : <Trans>Classroom</Trans>} ·{' '}
          <CreditHours hours={hours} />
        </div>
        {/* On a narrow screen the teacher's name gives way first (an ellipsis), then the seats. */}
        <div className="course-card-meta course-card-price">
          {course.teacher && (
            <>
              <span className="course-teacher">
                <UserContent>{course.teacher}</UserContent>
              </span>
              <span>·</span>
            </>
          )}
          <span className="course-fee">{formatFee(course.fee)}</span>
          {seats !== null && <span>·</span>}
          {seats !== null &&
            (seats > 0 ? (
              <span className="course-seats">
                <SeatsLeft seats={seats} />
              </span>
            ) : (
              <span className="course-full">
                <Trans>Full</Trans>
              </span>
            ))}
        </div>
      </div>
    </Link>
  );
}

/** The cover's width in a card (CSS: .course-card-cover), for the browser to pick a copy for the screen. */
const COVER_SIZES = '(max-width: 359px) 96px, 112px';

/** A card's place while the listing loads: the same box, line for line, so nothing moves when it arrives. */
export function CourseCardSkeleton() {
  return (
    <div className="course-card" aria-hidden="true" data-testid="course-card-skeleton">
      <div className="course-card-cover skeleton" />
      <div className="course-card-body">
        <div className="course-card-title">
          <span className="skeleton skeleton-line" />
        </div>
        <div className="course-card-meta">
          <span className="skeleton skeleton-line skeleton-short" />
        </div>
        <div className="course-card-meta">
          <span className="skeleton skeleton-line skeleton-shorter" />
        </div>
      </div>
    </div>
  );
}

/** `count` card skeletons: a page of a listing before it arrives. */
export const CourseCardSkeletons = ({ count }: { count: number }) =>
  Array.from({ length: count }, (_, i) => <CourseCardSkeleton key={i} />);
