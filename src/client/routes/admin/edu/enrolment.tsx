import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { EnrolmentAdminPage } from '@/features/console-edu/components/enrolment-admin-page';
import { searchId } from '@/lib/search-params';

const validateSearch = (search: Record<string, unknown>): { courseId?: string } => {
  const courseId = searchId(search.courseId);
  return courseId ? { courseId } : {};
};

function EnrolmentAdmin() {
  const { courseId } = getRouteApi('/admin/edu/enrolment').useSearch();
  return <EnrolmentAdminPage courseId={courseId} />;
}

export const Route = createFileRoute('/admin/edu/enrolment')({
  validateSearch,
  component: EnrolmentAdmin,
});
