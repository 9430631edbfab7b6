import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { useAuth } from '@/lib/permissions';
import { probeQuery } from '../api/probes';
import './widgets.css';

/** One console list: what the server answers the signed-in user, beside what the page would show. */
function Probe({
  title,
  path,
  permission,
  round,
}: {
  title: string;
  path: string;
  permission: string;
  /** Asked again each time it grows. */
  round: number;
}) {
  const { t } = useLingui();
  const held = useAuth(permission);
  const answer = useQuery(probeQuery(path));
  const { refetch } = answer;
  const refused = (status: number) => t`Refused (${status})`;
  useEffect(() => {
    if (round) void refetch();
  }, [round, refetch]);
  return (
    <tr data-testid="perm-probe">
      <th scope="row">{title}</th>
      <td>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP call, not text */}
        <code translate="no">{`GET /api/${path}`}</code>
      </td>
      <td>
        <code translate="no">{permission}</code>
      </td>
      <td>{held ? t`Yes` : t`No`}</td>
      <td aria-live="polite">
        {answer.isPending ? (
          <DotLoading />
        ) : answer.data?.allowed ? (
          <span className="gallery-good">{t`Allowed`}</span>
        ) : answer.data ? (
          <span className="gallery-bad">
            {refused(answer.data.status)}: {answer.data.msg}
          </span>
        ) : (
          <span className="gallery-bad">{t`No answer: try again`}</span>
        )}
      </td>
    </tr>
  );
}

/**
 * Back-end page permission: the server decides. Each console list below is asked for its first row with the
 * signed-in user's token, and its answer shown as it came — 200, or 403 with the server's own message — beside
 * whether the user holds the string its route checks (the same string that shows the page's menu entry).
 */
export default function PermBackPageDemo() {
  const { t } = useLingui();
  const probes = [
    { title: t`Users`, path: 'admin/user/page', permission: PERMISSIONS.userView },
    { title: t`Roles`, path: 'admin/role/page', permission: PERMISSIONS.roleView },
    { title: t`Operation log`, path: 'admin/log/page', permission: PERMISSIONS.logView },
    { title: t`Posts`, path: 'admin/post/page', permission: PERMISSIONS.postView },
    { title: t`Tenants`, path: 'admin/tenant/page', permission: PERMISSIONS.tenantView },
    { title: t`Sign-ups`, path: 'edu/enrolment/page', permission: PERMISSIONS.enrolmentView },
    { title: t`Feedback`, path: 'edu/feedback/page', permission: PERMISSIONS.feedbackView },
  ];
  const [round, setRound] = useState(0);
  return (
    <div className="gallery-w-stack">
      <div className="gallery-w-actions">
        <Button onClick={() => setRound((n) => n + 1)} data-testid="perm-probe-again">
          <Trans>Ask the server again</Trans>
        </Button>
      </div>
      <div className="gallery-w-scroll-x">
        <table className="gallery-perm-table">
          <thead>
            <tr>
              <th scope="col">{t`Page`}</th>
              <th scope="col">{t`Call`}</th>
              <th scope="col">{t`Permission string`}</th>
              <th scope="col">{t`You hold it`}</th>
              <th scope="col">{t`The server answered`}</th>
            </tr>
          </thead>
          <tbody>
            {probes.map((p) => (
              <Probe key={p.path} {...p} round={round} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="gallery-w-note">
        <Trans>
          Tenants is the platform&apos;s page: another organisation&apos;s administrator is refused it
          whatever strings their roles hold.
        </Trans>
      </p>
    </div>
  );
}
