import { useState } from 'react';
import { CapsuleTabs, ErrorBlock, SearchBar } from 'antd-mobile';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FreshnessNote } from '@/components/freshness-note';
import { categoriesQuery, coursePagesQuery } from '../api/courses';
import { CourseCard } from './course-card';

/** The home page's catalog: search, categories, featured and latest courses. */
export function HomeCourses() {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('all');
  const categories = useQuery(categoriesQuery());
  const featured = useInfiniteQuery(coursePagesQuery({ featured: 'true' }, 4));
  const latest = useInfiniteQuery(
    coursePagesQuery(
      { keyword: keyword || undefined, category: category === 'all' ? undefined : category },
      6,
    ),
  );
  const featuredCourses = featured.data?.pages[0]?.records ?? [];
  const latestCourses = latest.data?.pages[0]?.records ?? [];
  const filtering = !!keyword || category !== 'all';

  return (
    <section className="home-courses" data-testid="home-courses">
      <FreshnessNote updatedAt={latest.dataUpdatedAt} />
      <SearchBar
        placeholder={t`Search courses`}
        onSearch={setKeyword}
        onClear={() => setKeyword('')}
        data-testid="home-search"
      />
      <CapsuleTabs activeKey={category} onChange={setCategory}>
        <CapsuleTabs.Tab title={t`All`} key="all" />
        {(categories.data ?? []).map((c) => (
          <CapsuleTabs.Tab title={i18n.locale === 'en' ? (c.labelEn ?? c.label) : c.label} key={c.value} />
        ))}
      </CapsuleTabs>
      {!filtering && featuredCourses.length > 0 && (
        <>
          <h2 className="section-title">
            <Trans>Featured</Trans>
          </h2>
          <div className="course-list" data-testid="featured-courses">
            {featuredCourses.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </div>
        </>
      )}
      <h2 className="section-title">{filtering ? <Trans>Results</Trans> : <Trans>Latest</Trans>}</h2>
      <div className="course-list" data-testid="latest-courses">
        {latestCourses.map((c) => (
          <CourseCard key={c.id} course={c} />
        ))}
        {latest.isSuccess && !latestCourses.length && (
          <ErrorBlock status="empty" title={t`No courses match`} description="" />
        )}
      </div>
      <div className="more-links">
        <Link to="/studyOffline">
          <Trans>All classroom courses</Trans>
        </Link>
        <Link to="/studyOnline">
          <Trans>All online courses</Trans>
        </Link>
      </div>
    </section>
  );
}
