import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { EnrolmentStatus } from '@contract/enrolment';
import { ChoiceGroup } from '@/components/choice-group';
import { coursesQuery, membersQuery, type RecordFilters } from '../api/records';
import { useEnrolmentStatusText } from './shell';

/** Course, member and status: the records' filters (and the export's). */
export function RecordFiltersBar({
  value,
  onChange,
}: {
  value: RecordFilters;
  onChange: (f: RecordFilters) => void;
}) {
  const { t } = useLingui();
  const courses = useQuery(coursesQuery(''));
  const members = useQuery(membersQuery(''));
  const statusText = useEnrolmentStatusText();
  return (
    <div className="list-filters">
      <select
        className="select"
        aria-label={t`Course`}
        value={value.courseId ?? ''}
        onChange={(e) => onChange({ ...value, courseId: e.currentTarget.value || undefined })}
        data-testid="record-filter-course"
      >
        <option value="">{t`All courses`}</option>
        {courses.data?.records.map((c) => (
          <option key={c.id} value={c.id} translate="no">
            {c.title}
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t`Member`}
        value={value.userId ?? ''}
        onChange={(e) => onChange({ ...value, userId: e.currentTarget.value || undefined })}
        data-testid="record-filter-member"
      >
        <option value="">{t`All members`}</option>
        {members.data?.records.map((m) => (
          <option key={m.userId} value={m.userId} translate="no">
            {m.name ?? m.username} {m.phone ?? ''}
          </option>
        ))}
      </select>
      <ChoiceGroup<EnrolmentStatus>
        aria-label={t`Status`}
        scroll
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        options={(Object.keys(statusText) as EnrolmentStatus[]).map((s) => ({
          label: statusText[s],
          value: s,
        }))}
        data-testid="record-filter-status"
      />
    </div>
  );
}
