import { useDeferredValue, useState } from 'react';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FreshnessNote } from '@/components/freshness-note';
import { categoriesQuery } from '@/api/catalog';
import { awaitingFirstAnswer, unlessCached } from '@/lib/query-client';
import { coursePagesQuery } from '../api/courses';
import { CourseCard, CourseCardSkeletons } from './course-card';

/** How many featured and latest courses the home page shows. */
const FEATURED = 4;
const LATEST = 6;

/**
 * The home page's catalog calls, each a function that starts it, for the route's loader to start before the
 * page's first render: a query's own fetch waits for the page's first layout and paint, which on a phone's first
 * visit (CJK text) is the longest step between the code arriving and the first cover being asked for — the
 * page's largest paint. A call resolves once answered, or at once when the cache already holds an answer.
 */
export function homeCourseCalls(client: QueryClient): (() => Promise<void>)[] {
  const featured = coursePagesQuery({ featured: 'true' }, FEATURED);
  const latest = coursePagesQuery({}, LATEST);
  const categories = categoriesQuery();
  return [
    () => unlessCached(client, featured.queryKey, client.prefetchInfiniteQuery(featured)),
    () => unlessCached(client, latest.queryKey, client.prefetchInfiniteQuery(latest)),
    () => unlessCached(client, categories.queryKey, client.prefetchQuery(categories)),
  ];
}

/** The home page's catalog: search, categories, featured and latest courses. */
export function HomeCourses() {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('all');
  const categories = useQuery(categoriesQuery());
  // The lists are drawn in the background when they arrive: a query's answer reaches a component through
  // useSyncExternalStore, which React renders at once and without a pause, and ten course cards drawn so were the
  // longest task of a slow phone's first visit. Deferred, React draws them in slices between the browser's own
  // work; the skeletons hold their place meanwhile, so nothing moves.
  const featured = useDeferredValue(useInfiniteQuery(coursePagesQuery({ featured: 'true' }, FEATURED)));
  const latest = useDeferredValue(
    useInfiniteQuery(
      coursePagesQuery(
        { keyword: keyword || undefined, category: category === 'all' ? undefined : category },
        LATEST,
      ),
    ),
  );
  const featuredCourses = featured.data?.pages[0]?.records ?? [];
  const latestCourses = latest.data?.pages[0]?.records ?? [];
  const filtering = !!keyword || category !== 'all';

  return (
    <section className="home-courses" data-testid="home-courses">
      <FreshnessNote updatedAt={latest.dataUpdatedAt} />
      {/* Native controls: the first visit stays light (antd-mobile's SearchBar and CapsuleTabs bring animation
          code). */}
      <form
        role="search"
        className="home-search"
        onSubmit={(e) => {
          e.preventDefault();
          const q = new FormData(e.currentTarget).get('q');
          setKeyword(typeof q === 'string' ? q.trim() : '');
        }}
      >
        <input
          name="q"
          type="search"
          placeholder={t`Search courses`}
          aria-label={t`Search courses`}
          enterKeyHint="search"
          onChange={(e) => !e.target.value && setKeyword('')}
          data-testid="home-search"
        />
      </form>
      <div className="chips" role="tablist" aria-label={t`Category`}>
        {[
          { value: 'all', label: t`All` },
          ...(categories.data ?? []).map((c) => ({
            value: c.value,
            label: i18n.locale === 'en' ? (c.labelEn ?? c.label) : c.label,
          })),
        ].map((c) => (
          <button
            key={c.value}
            type="button"
            role="tab"
            aria-selected={category === c.value}
            className="chip"
            onClick={() => setCategory(c.value)}
            data-testid="category-chip"
          >
            {c.label}
          </button>
        ))}
      </div>
      {/* Until the courses arrive, skeletons hold a full page of each list, so nothing moves when they do.
          The first card's cover is the page's largest image in the first screen (its LCP): fetched first. */}
      {!filtering && (awaitingFirstAnswer(featured) || featuredCourses.length > 0) && (
        <>
          <h2 className="section-title">
            <Trans>Featured</Trans>
          </h2>
          <div className="course-list" data-testid="featured-courses">
            {awaitingFirstAnswer(featured) && <CourseCardSkeletons count={FEATURED} />}
            {featuredCourses.map((c, i) => (
              <CourseCard key={c.id} course={c} priority={i === 0} />
            ))}
          </div>
        </>
      )}
      <h2 className="section-title">{filtering ? <Trans>Results</Trans> : <Trans>Latest</Trans>}</h2>
      <div className="course-list" data-testid="latest-courses">
        {awaitingFirstAnswer(latest) && <CourseCardSkeletons count={LATEST} />}
        {latestCourses.map((c, i) => (
          <CourseCard key={c.id} course={c} priority={i === 0 && (filtering || !featuredCourses.length)} />
        ))}
        {latest.isSuccess && !latestCourses.length && <p className="offline-empty">{t`No courses match`}</p>}
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
