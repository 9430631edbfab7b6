import { useState } from 'react';
import { Button, Checkbox, DotLoading, Switch } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import './reminder-panel.css';
import type { CourseDetail } from '@contract/catalog';
import type { CourseReminder } from '@contract/reminder';
import { REMINDER_LEAD_CHOICES } from '@contract/reminder-rules';
import { confirm, toast } from '@/lib/feedback';
import { timeRange } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { UserContent } from '@/components/user-content';
import { courseReminderQuery, remindNow, remindNowPreview, useSaveCourseReminder } from '../api/reminders';

/**
 * A course's reminders (staff): whether they go out and how early before a session (a notice to every approved
 * sign-up, a text to those who asked for texts), and "remind the signed-up now" for one session, with a count of
 * who gets what before it is sent. The outcomes are in Console › Notices › Reminders.
 */
export function ReminderPanel({ course }: { course: CourseDetail }) {
  const settings = useQuery(courseReminderQuery(course.id));
  if (!settings.data) return <DotLoading className="loading-dots" />;
  return <ReminderForm course={course} initial={settings.data} />;
}

function ReminderForm({ course, initial }: { course: CourseDetail; initial: CourseReminder }) {
  const { t } = useLingui();
  const online = useOnline();
  const save = useSaveCourseReminder();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [leads, setLeads] = useState<number[]>(initial.leadMinutes);
  const [busy, setBusy] = useState<string | null>(null);

  const leadLabel = (minutes: number) =>
    minutes % 1440 === 0
      ? plural(minutes / 1440, { one: '# day before', other: '# days before' })
      : minutes % 60 === 0
        ? plural(minutes / 60, { one: '# hour before', other: '# hours before' })
        : plural(minutes, { one: '# minute before', other: '# minutes before' });
  const toggleLead = (m: number, on: boolean) =>
    setLeads((now) => (on ? [...now, m] : now.filter((x) => x !== m)).sort((a, b) => b - a));

  const sendNow = async (sessionId: string) => {
    setBusy(sessionId);
    try {
      const n = await remindNowPreview(sessionId);
      if (n.notices === 0) return void toast(t`Nobody is signed up and approved for this session yet.`);
      // eslint-disable-next-line max-len -- a lingui message's text is its id
      const question = t`Remind the ${n.notices} approved sign-up(s) now? Each gets a notice; ${n.texts} asked for texts and get one too (texts wait until 08:00 at night).`;
      const missing = n.noPhone ? t`${n.noPhone} asked for texts but have no mobile number.` : '';
      if (!(await confirm(missing ? `${question} ${missing}` : question))) return;
      const sent = await remindNow(sessionId);
      void toast(plural(sent.notices, { one: '# person reminded', other: '# people reminded' }), 'success');
    } catch {
      // The request layer has said why (a toast).
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="reminder-panel" data-testid="reminder-panel">
      <div className="settings-row">
        <span id="reminders-enabled">
          <Trans>Send reminders before each session</Trans>
        </span>
        <Switch
          tabIndex={0}
          aria-labelledby="reminders-enabled"
          checked={enabled}
          onChange={setEnabled}
          data-testid="reminders-enabled"
        />
      </div>
      <fieldset className="reminder-leads" disabled={!enabled}>
        <legend>
          <Trans>How early</Trans>
        </legend>
        {REMINDER_LEAD_CHOICES.map((m) => (
          <Checkbox
            key={m}
            checked={leads.includes(m)}
            onChange={(on) => toggleLead(m, on)}
            data-testid={`reminder-lead-${m}`}
          >
            {leadLabel(m)}
          </Checkbox>
        ))}
      </fieldset>
      <p className="hint">
        {}
        <Trans>
          Learners who have not submitted an open exam are reminded a day before it closes. Texts go only to
          learners who turned them on, never between 22:00 and 08:00.
        </Trans>
      </p>
      <Button
        color="primary"
        size="small"
        loading={save.isPending}
        disabled={!online || (enabled && leads.length === 0)}
        onClick={() =>
          save.mutate(
            { courseId: course.id, enabled, leadMinutes: enabled ? leads : [] },
            { onSuccess: () => void toast(t`Saved`, 'success') },
          )
        }
        data-testid="reminders-save"
      >
        <Trans>Save</Trans>
      </Button>
      {course.sessions.length > 0 && (
        <ul className="reminder-sessions">
          {course.sessions.map((s) => (
            <li key={s.id}>
              <span>
                <UserContent>{s.title}</UserContent> · {timeRange(s.startAt, s.endAt)}
              </span>
              <Button
                size="small"
                loading={busy === s.id}
                disabled={!online}
                onClick={() => void sendNow(s.id)}
                data-testid="remind-now"
              >
                <Trans>Remind the signed-up now</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
