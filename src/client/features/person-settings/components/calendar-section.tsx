import '@/lib/account-catalog';
import './calendar-section.css';
import type { ReactNode } from 'react';
import { Button, DotLoading, Switch } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarSettings } from '@contract/calendar';
import { QUIET_HOURS } from '@contract/reminder-rules';
import { confirm, toast } from '@/lib/feedback';
import { myCalendarQuery, useResetFeed, useSaveCalendar } from '../api/calendar';
import { messageOf } from '../api/personal';
import { FollowedCourses } from './followed-courses';

/**
 * A feed's address to read or select, "Subscribe" (its webcal:// link opens the calendar app) and "Copy address"
 * (its http form, which every calendar app takes), and what else the caller puts beside them.
 */
function FeedAddress(props: {
  webcal: string;
  http: string;
  labelId: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.http);
      void toast(t`Address copied`, 'success');
    } catch {
      void toast(t`Copying is not allowed here; select the address and copy it`, 'error');
    }
  };
  return (
    <>
      <input
        className="settings-feed"
        readOnly
        value={props.webcal}
        aria-labelledby={props.labelId}
        onFocus={(e) => e.currentTarget.select()}
        data-testid={`${props.testId}-feed`}
      />
      <div className="settings-actions">
        <a className="settings-link" href={props.webcal} data-testid={`${props.testId}-subscribe`}>
          <Trans>Subscribe</Trans>
        </a>
        <Button size="small" onClick={() => void copy()} data-testid={`${props.testId}-copy`}>
          <Trans>Copy address</Trans>
        </Button>
        {props.children}
      </div>
    </>
  );
}

/**
 * Calendar and reminders: the private feed a calendar app subscribes to (signed-up sessions, exam windows, followed
 * courses' sign-up deadlines), its reset, the courses followed, the alarms of the calendar entries, and reminders
 * by text (off until turned on; quiet hours hold them).
 */
export function CalendarSection({ online }: { online: boolean }) {
  const { t } = useLingui();
  const mine = useQuery(myCalendarQuery());
  const save = useSaveCalendar();
  const reset = useResetFeed();
  const data = mine.data;
  const quietFrom = `${QUIET_HOURS.start}:00`;
  const quietTo = `0${QUIET_HOURS.end}:00`;

  const set = (patch: Partial<CalendarSettings>) =>
    save.mutate(patch, { onError: (err) => void toast(messageOf(err, t`Saving failed`), 'error') });
  const resetAddress = async () => {
    if (
      !(await confirm(
        t`Make a new address? Calendars subscribed to the old one stop updating and must subscribe again.`,
      ))
    )
      return;
    reset.mutate(undefined, {
      onSuccess: () => void toast(t`A new address was made`, 'success'),
      onError: (err) => void toast(messageOf(err, t`Request failed`), 'error'),
    });
  };
  const toggle = (key: keyof CalendarSettings, label: string, hint: string, disabled = false) => (
    <div className="settings-row">
      <div>
        <div id={`calendar-${key}`}>{label}</div>
        <p className="settings-hint">{hint}</p>
      </div>
      <Switch
        tabIndex={0}
        aria-labelledby={`calendar-${key}`}
        checked={!!data?.[key]}
        disabled={!online || disabled || save.isPending}
        onChange={(on) => set({ [key]: on })}
        data-testid={`calendar-${key}`}
      />
    </div>
  );

  return (
    <section
      className="settings-section"
      aria-labelledby="settings-calendar-title"
      data-testid="calendar-settings"
    >
      <h2 id="settings-calendar-title">
        <Trans>Calendar and reminders</Trans>
      </h2>
      {!data ? (
        online ? (
          <DotLoading className="loading-dots" />
        ) : (
          <p className="settings-hint">
            <Trans>The calendar address and reminders can be seen and changed when you are online.</Trans>
          </p>
        )
      ) : (
        <>
          <p className="settings-hint" id="calendar-feed-title">
            <Trans>
              Subscribe in your phone's calendar: your signed-up sessions, exam windows and the sign-up
              deadlines of courses you follow appear there and stay up to date. Keep the address to yourself.
            </Trans>
          </p>
          <FeedAddress
            webcal={data.webcalUrl}
            http={data.feedUrl}
            labelId="calendar-feed-title"
            testId="calendar"
          >
            <Button
              size="small"
              color="danger"
              fill="outline"
              loading={reset.isPending}
              disabled={!online}
              onClick={() => void resetAddress()}
              data-testid="calendar-reset"
            >
              <Trans>Make a new address</Trans>
            </Button>
          </FeedAddress>
          {data.staffWebcalUrl && (
            <>
              <p className="settings-hint" id="calendar-staff-title">
                <Trans>
                  For staff: every session of the association's published courses, in a calendar of its own.
                </Trans>
              </p>
              <FeedAddress
                webcal={data.staffWebcalUrl}
                // The same address as the learner's, asked for staff's view: its http form as the feed's.
                http={data.staffWebcalUrl.replace(/^webcal:/, new URL(data.feedUrl).protocol)}
                labelId="calendar-staff-title"
                testId="calendar-staff"
              />
            </>
          )}
          <FollowedCourses online={online} />
          {toggle('alarmDay', t`Alarm a day before`, t`In the calendar entries of sessions and exams`)}
          {toggle('alarmHour', t`Alarm an hour before`, t`In the calendar entries of sessions and exams`)}
          {toggle(
            'smsReminders',
            t`Reminders by text message`,
            data.hasPhone
              ? // eslint-disable-next-line max-len -- a lingui message's text is its id
                t`A day and an hour before a session, and a day before an exam closes. None between ${quietFrom} and ${quietTo}: those arrive at ${quietTo}.`
              : t`Add a mobile number to your account to get texts.`,
            !data.hasPhone && !data.smsReminders,
          )}
        </>
      )}
    </section>
  );
}
