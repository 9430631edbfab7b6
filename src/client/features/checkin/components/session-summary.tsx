import { DotLoading } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import { useSessionInfo } from '@/api/sessions';
import { timeRange } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { langOf } from '@/components/user-content';

/**
 * The session an attendee is checking in to: course, session, time and venue, so they know they are in the right
 * room. Offline it shows what the device has cached; knowing nothing, the session's number and when more shows.
 */
export function SessionSummary({ sessionId, tenantId }: { sessionId: string; tenantId?: string }) {
  const online = useOnline();
  const info = useSessionInfo(sessionId, tenantId);
  const s = info.data;
  if (!s)
    return (
      <div className="session-summary" data-testid="session-summary">
        <b>
          <Trans>Session no. {sessionId}</Trans>
        </b>
        <p className="hint" data-testid="session-summary-note">
          {!online ? (
            <Trans>Offline: the course, time and venue show once this device is online.</Trans>
          ) : info.isError ? (
            <Trans>This session could not be found.</Trans>
          ) : (
            <DotLoading className="loading-dots" />
          )}
        </p>
      </div>
    );
  const place = [s.venue, s.address].filter(Boolean).join(' · ');
  return (
    <div
      className="session-summary"
      data-testid="session-summary"
      translate="no"
      lang={langOf(s.courseTitle + s.title + place)}
    >
      <b data-testid="session-course">{s.courseTitle}</b>
      <span>{s.title}</span>
      <span data-testid="session-time">{timeRange(s.startAt, s.endAt)}</span>
      {place && <span data-testid="session-place">{place}</span>}
    </div>
  );
}
