import { Trans } from '@lingui/react/macro';
import { UserContent } from '@/components/user-content';
import { useQueuedCheckins } from '../api/checkin';
import './desk.css';

/**
 * Check-ins this device made offline that another desk had made first: once they are sent, the server answers
 * them as conflicts (the first by the server's order counts, never twice). Listed here so staff at this desk
 * know, as the console's conflicts tab tells the organisers.
 */
export function ConflictNote({ sessionId }: { sessionId: string }) {
  const conflicts = useQueuedCheckins().filter(
    (q) => q.vars?.sessionId === sessionId && q.data?.checkin?.conflict,
  );
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
