import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CourseDetailPage } from '@/features/courses/components/course-detail-page';
import { idOf } from '@contract/constants';
import { TITLES } from '@/lib/route-titles';

const validateSearch = (search: Record<string, unknown>): { id: string } => ({ id: idOf(search.id) ?? '' });

function Detail() {
  const { id } = getRouteApi('/detail').useSearch();
  return <CourseDetailPage key={id} id={id} />;
}

export const Route = createFileRoute('/detail')({
  validateSearch,
  component: Detail,
  staticData: { title: TITLES.detail },
});
