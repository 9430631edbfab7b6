import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { langOf } from '@/components/user-content';
import type { Session } from '@contract/course';
import { PERMISSIONS } from '@contract/permissions';
import { useAuth } from '@/lib/permissions';
import { toast } from '@/lib/feedback';
import { useSetAutoCheckout } from '../api/edu-admin';

/**
 * A session's daily automatic check-out, China time: whoever is inside then counts as having left, and comes back
 * in through an entry desk the next day (a multi-day session's desks count who is inside). Staff who edit courses
 * set it here; saved when the field is left with a new value, cleared by emptying it.
 */
export function AutoCheckoutCell({ session, courseId }: { session: Session; courseId: string }) {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.courseEdit);
  const save = useSetAutoCheckout(courseId);
  const id = useId();
  if (!canEdit) return <span>{session.autoCheckoutAt ?? '—'}</span>;
  // Named by what it sets and the session, each in its own language (a Chinese title in an English console).
  return (
    <>
      <span id={`${id}a`} hidden>
        {t`Automatic check-out each day:`}
      </span>
      <span id={`${id}n`} lang={langOf(session.title)} translate="no" hidden>
        {session.title}
      </span>
      <input
        type="time"
        className="field"
        aria-labelledby={`${id}a ${id}n`}
        defaultValue={session.autoCheckoutAt ?? ''}
        onBlur={(e) => {
          const value = e.target.value || null;
          if (value === session.autoCheckoutAt) return;
          save.mutate(
            { id: session.id, autoCheckoutAt: value },
            { onSuccess: () => void toast(t`Automatic check-out saved`, 'success') },
          );
        }}
        data-testid="session-auto-checkout"
      />
    </>
  );
}
