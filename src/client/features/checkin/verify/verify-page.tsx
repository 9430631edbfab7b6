import './catalog';
import { Button, DotLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavBar } from '@/components/ui/nav-bar';
import { OfflineBanner } from '@/components/offline-banner';
import { useOnline } from '@/lib/online';
import { useNamePage } from '@/lib/page-title';
import type { ScanParts } from '../components/scanner-frame';
import { checkCertificate } from './check';
import type { Verdict } from './verdict';
import { VerdictView } from './verdict-view';

const Scanner = lazy(() => import('../components/scanner'));

/**
 * /sign/home?verify=1, "Verify a certificate": scan a certificate's QR (or paste its link) and see whether it is
 * genuine. The signature is checked on the phone against the association's published keys, kept from the last
 * time it was online, so a venue without signal can still tell a genuine certificate from a changed one; online
 * the association is also asked whether it was revoked or replaced. The screen keeps nothing it was shown.
 */
export default function CertificateVerifyPage({ Frame, Entry }: ScanParts) {
  const { t } = useLingui();
  const router = useRouter();
  const online = useOnline();
  useNamePage(t`Verify a certificate`);
  // A certificate scanned on the check-in screen comes in its history entry.
  const scanned = useLocation({ select: (l) => l.state.certificate });
  const [text, setText] = useState<string | null>(scanned ?? null);
  // The verdict, with the text and network state it answers: a new scan, or the network coming or going (online
  // adds the association's answer), checks again.
  const asked = `${online}:${text}`;
  const [answered, setAnswered] = useState<{ asked: string; verdict: Verdict } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void checkCertificate(text, online).then((verdict) => live && setAnswered({ asked, verdict }));
    return () => {
      live = false;
    };
  }, [text, online, asked]);
  const verdict = answered?.asked === asked ? answered.verdict : null;

  return (
    <main className="sign-page" data-testid="certificate-verify">
      <NavBar onBack={() => router.history.back()}>
        <Trans>Verify a certificate</Trans>
      </NavBar>
      <OfflineBanner />
      {!text ? (
        <>
          <Suspense fallback={<Frame />}>
            <Scanner onCode={setText} Frame={Frame} />
          </Suspense>
          <Entry onCode={setText} label={t`Certificate link`} />
          <p className="hint">
            <Trans>
              Scan the QR code on a certificate, or paste its link. The signature is checked on this device,
              also without a network.
            </Trans>
          </p>
        </>
      ) : (
        <div className="sign-confirm" aria-live="polite">
          {verdict ? <VerdictView verdict={verdict} /> : <DotLoading className="loading-dots" />}
          <Button block onClick={() => setText(null)} data-testid="verify-again">
            <Trans>Verify another certificate</Trans>
          </Button>
        </div>
      )}
    </main>
  );
}
