import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CourseEditorPage } from '@/features/console-edu/components/course-editor-page';
import { TITLES } from '@/lib/route-titles';

const validateSearch = (search: Record<string, unknown>): { id: string } => ({
  id: /^\d{1,19}$/.test(String(search.id ?? '')) ? String(search.id) : '',
});

function CourseEditor() {
  const { id } = getRouteApi('/admin/edu/courseEditor').useSearch();
  return <CourseEditorPage key={id} id={id} />;
}

export const Route = createFileRoute('/admin/edu/courseEditor')({
  validateSearch,
  component: CourseEditor,
  staticData: { title: TITLES.courseEditor, menuParent: '/admin/edu/course' },
});
