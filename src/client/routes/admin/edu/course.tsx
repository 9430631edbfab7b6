import { createFileRoute } from '@tanstack/react-router';
import { CourseAdminPage } from '@/features/console-edu/components/course-admin-page';

export const Route = createFileRoute('/admin/edu/course')({
  component: CourseAdminPage,
});
