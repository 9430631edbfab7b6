import { createFileRoute } from '@tanstack/react-router';
import { PERMISSIONS } from '@contract/permissions';
import { EnrolmentAdminPage, enrolmentParams } from '@/features/console-edu/components/enrolment-admin-page';
import { adminEnrolmentsQuery } from '@/features/console-edu/api/edu-admin';
import { preloadList } from '@/lib/preload';

/** A course's "Sign-ups" link opens this page with ?courseId=, a filter of its list like the others. */
export const Route = createFileRoute('/admin/edu/enrolment')({
  loader: ({ context, location }) =>
    preloadList(
      context.queryClient,
      adminEnrolmentsQuery(enrolmentParams(location.search)),
      PERMISSIONS.enrolmentView,
    ),
  component: EnrolmentAdminPage,
});
