import { createFileRoute } from '@tanstack/react-router';
import { CourseEditorPage } from '@/features/console-edu/components/course-editor-page';
import { TITLES } from '@/lib/route-titles';
import { useSearchId } from '@/lib/use-paged-table';

function CourseEditor() {
  const id = useSearchId('id') ?? '';
  return <CourseEditorPage key={id} id={id} />;
}

export const Route = createFileRoute('/admin/edu/courseEditor')({
  component: CourseEditor,
  staticData: { title: TITLES.courseEditor, menuParent: '/admin/edu/course' },
});
