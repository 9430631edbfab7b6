import { createFileRoute } from '@tanstack/react-router';
import { useSearchId } from '@/lib/use-paged-table';
import { EnrolmentAdminPage } from '@/features/console-edu/components/enrolment-admin-page';

function EnrolmentAdmin() {
  return <EnrolmentAdminPage courseId={useSearchId('courseId')} />;
}

export const Route = createFileRoute('/admin/edu/enrolment')({
  component: EnrolmentAdmin,
});
