import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CourseDetailPage } from '@/features/courses/components/course-detail-page';
import { TITLES } from '@/lib/route-titles';
import { searchId } from '@/lib/search-params';

const validateSearch = (search: Record<string, unknown>): { id: string } => ({
  id: searchId(search.id) ?? '',
});

function Detail() {
  const { id } = getRouteApi('/detail').useSearch();
  return <CourseDetailPage key={id} id={id} />;
}

export const Route = createFileRoute('/detail')({
  validateSearch,
  component: Detail,
  staticData: { title: TITLES.detail },
});
