import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { StudyOnlinePage } from '@/features/study/components/study-online-page';
import { requireLogin } from '@/lib/guard';
import { idOf } from '@contract/constants';
import { TITLES } from '@/lib/route-titles';

const validateSearch = (search: Record<string, unknown>): { courseId: string; lessonId?: string } => ({
  courseId: idOf(search.courseId) ?? '',
  lessonId: idOf(search.lessonId),
});

function StudyPageOnline() {
  const { courseId, lessonId } = getRouteApi('/person/myStudy/studyPageOnline').useSearch();
  return <StudyOnlinePage courseId={courseId} lessonId={lessonId} />;
}

export const Route = createFileRoute('/person/myStudy/studyPageOnline')({
  beforeLoad: requireLogin,
  validateSearch,
  component: StudyPageOnline,
  staticData: { title: TITLES.studyPageOnline },
});
