import { createFileRoute } from '@tanstack/react-router';
import { CourseAdminPage } from '@/features/console-edu/components/course-admin-page';
import { adminCoursesQuery } from '@/features/console-edu/api/edu-admin';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

// The course list answers everyone (without edu_course_edit, the published courses only): the page checks no
// permission, so neither does its preload.
export const Route = createFileRoute('/admin/edu/course')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, adminCoursesQuery(pageParams(location.search))),
  component: CourseAdminPage,
});
