import { Button, DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PersonalSession } from '@contract/personal';
import { confirm, toast } from '@/lib/feedback';
import { messageOf, sessionsQuery, useEndOtherSessions } from '../api/personal';
import { UserContent } from '@/components/user-content';

/**
 * Where the user is signed in (each login is a session: the client it came through and when), and "log out of
 * other devices", which ends every session but this one on the server, in every process at once.
 */
export function SessionsSection({ online }: { online: boolean }) {
  const { t } = useLingui();
  const sessions = useQuery(sessionsQuery());
  const end = useEndOtherSessions();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  const how = (s: PersonalSession) =>
    s.clientId === 'pig' ? (
      t`Password login`
    ) : s.clientId === 'app' ? (
      t`SMS login`
    ) : s.clientId === 'social' ? (
      t`Social login`
    ) : (
      // Another OAuth client (an integration): its id, as staff named it.
      <UserContent>{s.clientId}</UserContent>
    );

  const endOthers = async () => {
    if (!(await confirm(t`Log out of every other device? They will have to log in again.`))) return;
    end.mutate(undefined, {
      onSuccess: (n) =>
        void toast(
          plural(n, { one: '# other device logged out', other: '# other devices logged out' }),
          'success',
        ),
      onError: (err) => void toast(messageOf(err, t`Request failed`), 'error'),
    });
  };

  return (
    <section className="settings-section" aria-labelledby="settings-sessions-title" data-testid="sessions">
      <h2 id="settings-sessions-title">
        <Trans>Devices signed in</Trans>
      </h2>
      {sessions.isPending && online ? (
        <DotLoading className="loading-dots" />
      ) : (
        <ul className="settings-sessions">
          {list.map((s) => {
            const since = s.createdAt ?? '';
            return (
              <li key={s.id} data-testid="session">
                <span>{how(s)}</span>
                <span className="settings-hint">
                  <Trans>since {since}</Trans>
                </span>
                {s.current && (
                  <strong className="settings-tag" data-testid="session-current">
                    <Trans>This device</Trans>
                  </strong>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Button
        color="danger"
        fill="outline"
        block
        loading={end.isPending}
        disabled={!online || (sessions.isSuccess && others === 0)}
        onClick={() => void endOthers()}
        data-testid="sessions-end-others"
      >
        <Trans>Log out of other devices</Trans>
      </Button>
    </section>
  );
}
