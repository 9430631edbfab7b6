import { Button, Result } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useRouter } from '@tanstack/react-router';
import { parseSessionQr } from '@contract/signed-codes';
import { Trans, useLingui } from '@lingui/react/macro';
import { PendingBadge } from '@/components/pending-badge';
import { fullTime, localFullTime } from '@/lib/format';
import { answers } from '../api/checkin-queue';
import { useReasonText } from './reason-text';
import { SessionSummary } from './session-summary';
import { useQueuedCheckins } from './use-checkin';
import { UserContent } from '@/components/user-content';

/** /sign/success: who, which session, when; "saved, will sync" while the check-in waits in the queue. */
export function SignSuccessPage({ id }: { id: string }) {
  const { t } = useLingui();
  const reasonText = useReasonText();
  const router = useRouter();
  const queued = useQueuedCheckins().find((q) => q.vars?.idempotencyKey === id);
  const answer = queued?.data ?? answers.get(id);
  const vars = queued?.vars;
  const waiting = !answer && (queued?.status === 'pending' || queued?.isPaused);
  const status =
    answer?.outcome === 'accepted'
      ? 'success'
      : answer?.outcome === 'duplicate'
        ? 'warning'
        : answer
          ? 'error'
          : 'waiting';
  const title = waiting
    ? t`Saved on this device — it will sync when online`
    : answer
      ? reasonText(answer.reason)
      : t`Check-in not found on this device`;
  const who = answer?.checkin?.name ?? vars?.label ?? '';
  const when = vars ? localFullTime(vars.deviceTime) : fullTime(answer?.checkin?.deviceTime);
  const session = vars?.sessionId ?? answer?.checkin?.sessionId ?? '';
  const tenantId = vars?.qr ? parseSessionQr(vars.qr)?.tenantId : undefined;
  return (
    <main className="sign-page" data-testid="sign-success">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>Check-in</Trans>
      </NavBar>
      <Result
        status={status}
        title={<span data-testid="success-title">{title}</span>}
        description={<UserContent>{[who, when].filter(Boolean).join(' · ')}</UserContent>}
      />
      {session && <SessionSummary sessionId={session} tenantId={tenantId} />}
      {waiting && (
        <p className="hint" data-testid="success-pending">
          <Trans>Keep this page or the app; the check-in is sent automatically.</Trans>
        </p>
      )}
      <div className="sign-actions">
        <Button block onClick={() => void router.navigate({ to: '/sign/home' })}>
          <Trans>Back to check-in</Trans>
        </Button>
      </div>
    </main>
  );
}
