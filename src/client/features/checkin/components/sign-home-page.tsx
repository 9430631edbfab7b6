import { Button, Input, Space } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { NavBar } from '@/components/ui/nav-bar';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseSessionQr } from '@contract/signed-codes';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { toast } from '@/lib/feedback';
import { useUser } from '@/lib/session';
import { CodeEntry } from './code-entry';
import { LazyScanner as Scanner } from './lazy-scanner';
import { ScannerFrame } from './scanner-frame';
import { SessionSummary } from './session-summary';
import { useCheckin } from './use-checkin';
import { UserContent } from '@/components/user-content';

const SignatureSheet = lazy(() => import('./signature-sheet'));

/** /sign/home for attendees: scan the session QR (or arrive from the phone camera with ?qr=), then check in. */
export function SignHomePage({ qr, sign }: { qr?: string; sign?: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const user = useUser();
  const { queueAndShow } = useCheckin();
  const [code, setCode] = useState(qr && parseSessionQr(qr) ? qr : null);
  const [needsSignature, setNeedsSignature] = useState(!!sign);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [signing, setSigning] = useState(false);
  const parsed = code ? parseSessionQr(code) : null;

  const scanned = (text: string) => {
    // A certificate's QR: the screen's certificate check takes it (in the history entry, so Back returns here).
    if (text.includes('/verify/'))
      return void router.navigate({
        to: '/sign/home',
        search: { verify: true },
        state: { certificate: text },
      });
    if (!parseSessionQr(text)) return void toast(t`This is not a check-in code`);
    setCode(text);
    setNeedsSignature(/[?&]sign=1/.test(text));
  };
  const label = user?.userName ?? name;
  const submit = (signature?: string) => {
    if (!parsed) return;
    if (!user && (!name.trim() || !/^1\d{10}$/.test(mobile.trim())))
      return void toast(t`Please enter your name and an 11-digit mobile number`);
    if (needsSignature && !signature) return setSigning(true);
    void queueAndShow({
      method: 'session_qr',
      qr: code ?? '',
      sessionId: parsed.sessionId,
      name: user ? undefined : name.trim(),
      mobile: user ? undefined : mobile.trim(),
      signature,
      label,
    });
  };

  return (
    <main className="sign-page" data-testid="sign-home">
      <NavBar onBack={() => router.history.back()} right={<PendingBadge />}>
        <Trans>Check-in</Trans>
      </NavBar>
      <OfflineBanner />
      {!parsed ? (
        <>
          <Suspense fallback={<ScannerFrame />}>
            <Scanner onCode={scanned} Frame={ScannerFrame} />
          </Suspense>
          <CodeEntry onCode={scanned} label={t`Session code`} />
          <Link to="/sign/home" search={{ verify: true }} className="hint">
            <Trans>Verify a certificate</Trans>
          </Link>
        </>
      ) : signing ? (
        <Suspense>
          <SignatureSheet onDone={submit} />
        </Suspense>
      ) : (
        <div className="sign-confirm" data-testid="sign-confirm">
          <SessionSummary sessionId={parsed.sessionId} tenantId={parsed.tenantId} />
          {user ? (
            <p>
              <Trans>
                You will be checked in as <UserContent>{label}</UserContent>.
              </Trans>
            </p>
          ) : (
            <Space direction="vertical" block>
              <Input placeholder={t`Name`} value={name} onChange={setName} data-testid="visitor-name" />
              <Input
                placeholder={t`Mobile number`}
                value={mobile}
                onChange={setMobile}
                inputMode="tel"
                data-testid="visitor-mobile"
              />
              <Link to="/login" search={{ redirect: '/sign/home', params: JSON.stringify({ qr: code }) }}>
                <Trans>Or log in</Trans>
              </Link>
            </Space>
          )}
          <Button block color="primary" size="large" onClick={() => submit()} data-testid="checkin-submit">
            <Trans>Check in</Trans>
          </Button>
          <Button block fill="none" onClick={() => setCode(null)}>
            <Trans>Scan another code</Trans>
          </Button>
        </div>
      )}
    </main>
  );
}
