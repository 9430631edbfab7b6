import { createFileRoute } from '@tanstack/react-router';
import { CourseAdminPage } from '@/features/console-edu/components/course-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/edu/course')({
  component: CourseAdminPage,
  staticData: { title: TITLES.courseAdmin },
});
