import { Trans } from '@lingui/react/macro';
import { UserContent } from '@/components/user-content';
import { useQuery } from '@tanstack/react-query';
import { rosterQuery, useQueuedCheckins } from '../api/checkin';
import './desk.css';

/**
 * Check-ins this device made offline that another desk had made first (by when they happened): the server answers
 * them as conflicts, or, when the other desk's reaches it later, turns this one into the conflict and the list
 * says whose stands. The person counts once. Listed here so staff at this desk
 * know, as the console's conflicts tab tells the organisers.
 */
export function ConflictNote({ sessionId }: { sessionId: string }) {
  const roster = useQuery(rosterQuery(sessionId));
  const standing = new Map(roster.data?.entries.map((e) => [e.enrolmentId, e.checkedInFrom]));
  // Answered as a conflict; or answered as the check-in, until another desk's turned out to have happened first.
  const conflicts = useQueuedCheckins().filter(({ vars, data }) => {
    if (vars?.sessionId !== sessionId || !data?.checkin) return false;
    if (data.checkin.conflict) return true;
    const from = data.outcome === 'accepted' && vars.enrolmentId ? standing.get(vars.enrolmentId) : null;
    return !!from && from !== vars.deviceId;
  });
  if (!conflicts.length) return null;
  return (
    <section className="desk-conflicts" aria-labelledby="desk-conflicts-title" data-testid="desk-conflicts">
      <h2 id="desk-conflicts-title">
        <Trans>Already checked in at another desk ({conflicts.length})</Trans>
      </h2>
      <p>
        <Trans>
          These people were checked in here while offline, but another desk had checked them in first. They
          are counted once; the organisers see each case in the console.
        </Trans>
      </p>
      <ul>
        {conflicts.map((q) => (
          <li key={q.vars?.idempotencyKey} data-testid="desk-conflict">
            <UserContent>{q.data?.checkin?.name ?? q.vars?.label}</UserContent>
          </li>
        ))}
      </ul>
    </section>
  );
}
