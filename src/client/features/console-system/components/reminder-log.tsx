import { useState } from 'react';
import { Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { ReminderJob } from '@contract/reminder';
import { PERMISSIONS } from '@contract/permissions';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable } from '@/components/data-table';
import { firstRowNumber, Pager } from '@/components/pager';
import { shortTime } from '@/lib/format';
import { useAuth } from '@/lib/permissions';
import { NotAllowed } from './not-allowed';
import { remindersQuery, type ReminderFilter } from '../api/reminders';

const COLORS = { queued: 'default', sent: 'success', failed: 'danger', skipped: 'warning' } as const;

/**
 * The reminders sent for sessions and exams, one row per person and channel, newest first: what, to whom, when it
 * was due and went, and why one failed or was skipped (the gateway's answer; a cancelled sign-up; a moved time).
 */
export function ReminderLog() {
  const { t } = useLingui();
  const allowed = useAuth(PERMISSIONS.courseEdit);
  const [filter, setFilter] = useState<ReminderFilter>({ current: 1, size: 20 });
  const list = useQuery(remindersQuery(filter, allowed));
  if (!allowed)
    return (
      <NotAllowed testId="reminder-log">{t`You do not have permission to view the reminders.`}</NotAllowed>
    );
  const statuses: Record<ReminderJob['status'], string> = {
    queued: t`Waiting`,
    sent: t({ message: 'Sent', context: 'status' }),
    failed: t`Failed`,
    skipped: t`Not sent`,
  };
  const kinds: Record<ReminderJob['kind'], string> = {
    session: t`Session`,
    exam: t`Exam closing`,
    manual: t`Reminded by staff`,
  };
  return (
    <section className="console-page" data-testid="reminder-log">
      <div className="console-toolbar">
        <ChoiceGroup
          aria-label={t`Status`}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status, current: 1 })}
          options={(Object.keys(statuses) as ReminderJob['status'][]).map((s) => ({
            label: statuses[s],
            value: s,
          }))}
          data-testid="reminder-status-filter"
        />
        <ChoiceGroup
          aria-label={t`Channel`}
          value={filter.channel}
          onChange={(channel) => setFilter({ ...filter, channel, current: 1 })}
          options={[
            { label: t`Notice`, value: 'notice' },
            { label: t`Text message`, value: 'sms' },
          ]}
          data-testid="reminder-channel-filter"
        />
      </div>
      <DataTable
        name="reminder"
        numberFrom={firstRowNumber(list.data)}
        rows={list.data?.records ?? []}
        rowKey={(j) => j.id}
        rowTestId="reminder-row"
        columns={[
          {
            key: 'what',
            title: t`Reminder of`,
            render: (j) => `${kinds[j.kind]} · ${j.refTitle}`,
            userContent: true,
          },
          { key: 'who', title: t`Person`, render: (j) => j.name, userContent: true },
          {
            key: 'channel',
            title: t`Channel`,
            render: (j) => (j.channel === 'sms' ? t`Text message` : t`Notice`),
          },
          {
            key: 'status',
            title: t`Status`,
            render: (j) => (
              <Tag color={COLORS[j.status]} data-testid="reminder-status">
                {statuses[j.status]}
              </Tag>
            ),
          },
          { key: 'due', title: t`Due`, render: (j) => shortTime(j.dueAt) },
          { key: 'sent', title: t`Sent at`, render: (j) => (j.sentAt ? shortTime(j.sentAt) : '') },
          { key: 'why', title: t`Why`, render: (j) => j.error ?? '' },
        ]}
      />
      <Pager
        page={list.data}
        onChange={(current) => setFilter({ ...filter, current })}
        onSize={(size) => setFilter({ ...filter, size, current: 1 })}
      />
    </section>
  );
}
