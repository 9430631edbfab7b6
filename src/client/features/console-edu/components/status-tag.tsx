import { Tag } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import type { CourseStatus } from '@contract/course';
import type { EnrolmentStatus } from '@contract/enrolment';

const COLORS: Record<string, string> = {
  draft: 'default',
  published: 'success',
  closed: 'warning',
  approved: 'success',
  pending: 'primary',
  waitlisted: 'warning',
  rejected: 'danger',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: CourseStatus | EnrolmentStatus }) {
  const { t } = useLingui();
  const text: Record<CourseStatus | EnrolmentStatus, string> = {
    draft: t`Draft`,
    published: t`Published`,
    closed: t`Closed`,
    approved: t`Approved`,
    pending: t`Pending`,
    waitlisted: t`Waitlisted`,
    rejected: t`Rejected`,
    cancelled: t`Cancelled`,
  };
  return (
    <Tag color={COLORS[status]} data-testid="status-tag">
      {text[status]}
    </Tag>
  );
}
