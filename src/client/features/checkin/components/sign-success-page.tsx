import { Button, NavBar, Result } from 'antd-mobile';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PendingBadge } from '@/components/pending-badge';
import { localTime } from '@/lib/format';
import { answers } from '../api/checkin';
import { useQueuedCheckins } from './use-checkin';

/** /sign/success: who, which session, when; "saved, will sync" while the check-in waits in the queue. */
export function SignSuccessPage({ id }: { id: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const queued = useQueuedCheckins().find((q) => q.vars?.idempotencyKey === id);
  const answer = queued?.data ?? answers.get(id);
  const vars = queued?.vars;
  const waiting = !answer && (queued?.status === 'pending' || queued?.isPaused);
  const status = answer?.outcome === 'accepted' ? 'success' : answer?.outcome === 'duplicate' ? 'warning' : answer ? 'error' : 'waiting';
  const title = waiting ? t`Saved on this device — it will sync when online` : answer ? (answer.message ?? '') : t`Check-in not found on this device`;
  const who = answer?.checkin?.name ?? vars?.label ?? '';
  const when = vars ? localTime(vars.deviceTime) : (answer?.checkin?.deviceTime ?? '');
  const session = vars?.sessionId ?? answer?.checkin?.sessionId ?? '';
  return (
    <div className="sign-page" data-testid="sign-success">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>Check-in</Trans>
      </NavBar>
      <Result status={status} title={<span data-testid="success-title">{title}</span>} description={<Trans>{who} · session no. {session} · {when}</Trans>} />
      {waiting && (
        <p className="hint" data-testid="success-pending">
          <Trans>Keep this page or the app; the check-in is sent automatically.</Trans>
        </p>
      )}
      <Link to="/sign/home">
        <Button block>{t`Back to check-in`}</Button>
      </Link>
    </div>
  );
}
