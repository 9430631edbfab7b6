import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { EnrolmentAdminPage } from '@/features/console-edu/components/enrolment-admin-page';

const validateSearch = (search: Record<string, unknown>): { courseId?: string } =>
  /^\d{1,19}$/.test(String(search.courseId ?? '')) ? { courseId: String(search.courseId) } : {};

function EnrolmentAdmin() {
  const { courseId } = getRouteApi('/admin/edu/enrolment').useSearch();
  return <EnrolmentAdminPage courseId={courseId} />;
}

export const Route = createFileRoute('/admin/edu/enrolment')({
  validateSearch,
  component: EnrolmentAdmin,
});
