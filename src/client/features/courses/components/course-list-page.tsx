import { InfiniteScroll, SearchBar } from 'antd-mobile';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { listEnd } from '@/components/list-end';
import { useState } from 'react';
import { NavBar } from '@/components/ui/nav-bar';
import { EmptyState } from '@/components/empty-state';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseMode } from '@contract/course';
import { ChoiceGroup } from '@/components/choice-group';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { categoriesQuery } from '@/api/catalog';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { useOnline } from '@/lib/online';
import { coursePagesQuery, type CourseFilters } from '../api/courses';
import { CourseCard, CourseCardSkeletons } from './course-card';

/** Skeleton cards while a listing loads: more than a phone's first screen holds. */
const SKELETONS = 6;

type Phase = NonNullable<CourseFilters['phase']>;

/** /studyOffline and /studyOnline: the catalog of one mode, filtered, pulled to refresh, scrolled for more. */
export function CourseListPage({ mode, initialKeyword }: { mode: CourseMode; initialKeyword?: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [category, setCategory] = useState('all');
  const [phase, setPhase] = useState<Phase | undefined>();
  const [keyword, setKeyword] = useState(initialKeyword ?? '');
  const categories = useQuery(categoriesQuery());
  const filters: CourseFilters = {
    mode,
    category: category === 'all' ? undefined : category,
    phase,
    keyword: keyword || undefined,
  };
  const list = useInfiniteQuery(coursePagesQuery(filters));
  const courses = list.data?.pages.flatMap((p) => p.records) ?? [];
  const loading = awaitingFirstAnswer(list);
  const en = i18n.locale === 'en';
  const online = useOnline();

  return (
    <main className="portal-page" data-testid={`course-list-${mode}`}>
      <NavBar onBack={() => router.history.back()}>
        {mode === 'online' ? <Trans>Online courses</Trans> : <Trans>Classroom courses</Trans>}
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={list.dataUpdatedAt} />
      <div className="list-filters">
        <SearchBar
          placeholder={t`Search by title or teacher`}
          defaultValue={keyword}
          onSearch={setKeyword}
          onClear={() => setKeyword('')}
          data-testid="course-search"
        />
        <ChoiceGroup
          aria-label={t`Category`}
          scroll
          value={category}
          onChange={(value) => setCategory(value ?? 'all')}
          options={[
            { label: t`All`, value: 'all' },
            ...(categories.data ?? []).map((c) => ({
              label: en ? (c.labelEn ?? c.label) : c.label,
              value: c.value,
            })),
          ]}
          data-testid="course-category"
        />
        <ChoiceGroup
          aria-label={t`Sign-up period`}
          columns={3}
          value={phase}
          onChange={setPhase}
          options={[
            { label: t`Open for sign-up`, value: 'open' },
            { label: t`Opening soon`, value: 'upcoming' },
            { label: t`Closed`, value: 'ended' },
          ]}
        />
      </div>
      <PullToRefresh
        onRefresh={() => list.refetch()}
        disabled={!online}
        renderText={(phase) => (
          // The phase as our own attribute: e2e/course-list.spec.ts follows the pull by it.
          <span data-pull-phase={phase}>
            {
              {
                pulling: t`Pull to refresh`,
                canRelease: t`Release to refresh`,
                refreshing: t`Loading…`,
                complete: t`Refreshed`,
              }[phase]
            }
          </span>
        )}
      >
        {list.isError && !courses.length ? (
          online ? (
            <EmptyState title={t`Could not load the courses`} description={list.error.message} />
          ) : (
            <OfflineEmpty />
          )
        ) : (
          <div className="course-list">
            {/* Skeletons fill the first screen until the first page arrives; the list's end comes after it. */}
            {loading && <CourseCardSkeletons count={SKELETONS} />}
            {courses.map((c, i) => (
              <CourseCard key={c.id} course={c} priority={i === 0} />
            ))}
            {list.isSuccess && !courses.length && <EmptyState title={t`No courses match`} />}
          </div>
        )}
        {!loading && (
          <InfiniteScroll
            loadMore={async () => void (await list.fetchNextPage())}
            hasMore={list.hasNextPage && online}
          >
            {listEnd(!courses.length)}
          </InfiniteScroll>
        )}
      </PullToRefresh>
    </main>
  );
}
