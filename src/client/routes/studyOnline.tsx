import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CourseListPage } from '@/features/courses/components/course-list-page';
import { TITLES } from '@/lib/route-titles';

const validateSearch = (search: Record<string, unknown>): { keyword?: string } =>
  typeof search.keyword === 'string' ? { keyword: search.keyword.slice(0, 64) } : {};

function StudyOnline() {
  const { keyword } = getRouteApi('/studyOnline').useSearch();
  return <CourseListPage mode="online" initialKeyword={keyword} />;
}

export const Route = createFileRoute('/studyOnline')({
  validateSearch,
  component: StudyOnline,
  staticData: { title: TITLES.studyOnline },
});
