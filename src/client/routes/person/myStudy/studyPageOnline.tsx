import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { StudyOnlinePage } from '@/features/study/components/study-online-page';
import { requireLogin } from '@/lib/guard';
import { TITLES } from '@/lib/route-titles';

const id = (v: unknown) => (/^\d{1,19}$/.test(String(v ?? '')) ? String(v) : undefined);
const validateSearch = (search: Record<string, unknown>): { courseId: string; lessonId?: string } => ({
  courseId: id(search.courseId) ?? '',
  lessonId: id(search.lessonId),
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
