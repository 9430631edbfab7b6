import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CourseListPage } from '@/features/courses/components/course-list-page';
import { TITLES } from '@/lib/route-titles';

const validateSearch = (search: Record<string, unknown>): { keyword?: string } =>
  typeof search.keyword === 'string' ? { keyword: search.keyword.slice(0, 64) } : {};

function StudyOffline() {
  const { keyword } = getRouteApi('/studyOffline').useSearch();
  return <CourseListPage mode="offline" initialKeyword={keyword} />;
}

export const Route = createFileRoute('/studyOffline')({
  validateSearch,
  component: StudyOffline,
  staticData: { title: TITLES.studyOffline },
});
