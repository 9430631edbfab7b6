import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { QR_ROTATE_MS } from '@contract/checkin-rules';
import { OfflineBanner } from '@/components/offline-banner';
import { clockOffsetMs } from '@/lib/device';
import { timeRange } from '@/lib/format';
import { loadSigner } from '@/lib/signing';
import { sessionQrQuery } from '../api/checkin-admin';
import { langOf, UserContent } from '@/components/user-content';

/**
 * The rotating session QR, full screen: signed on this device with the session's secret every 30 s,
 * so it keeps working offline after one online open; counts and the latest names refresh while online.
 */
export function SessionQrPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const info = useQuery(sessionQrQuery(sessionId));
  const [tick, setTick] = useState(() => Math.floor((Date.now() + clockOffsetMs()) / QR_ROTATE_MS));
  const [image, setImage] = useState<{ url: string; payload: string } | null>(null);
  const secret = info.data?.secret;
  const tenantId = info.data?.tenantId;
  const sign = info.data?.signatureRequired;

  useEffect(() => {
    const timer = window.setInterval(
      () => setTick(Math.floor((Date.now() + clockOffsetMs()) / QR_ROTATE_MS)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!secret || !tenantId) return;
    let live = true;
    void (async () => {
      const issuedAtSec = Math.floor((Date.now() + clockOffsetMs()) / 1000);
      const payload = (await loadSigner()).sessionQr(secret, { tenantId, sessionId, issuedAtSec });
      // The QR is a link too: a phone's own camera app opens /sign/home with the code.
      const link = new URL(location.origin);
      const params = new URLSearchParams({ qr: payload });
      if (sign) params.set('sign', '1');
      link.hash = ['/sign/home', params.toString()].join('?');
      const QR = await import('qrcode');
      const url = await QR.toDataURL(link.href, { errorCorrectionLevel: 'M', margin: 2, width: 640 });
      if (live) setImage({ url, payload });
    })();
    return () => {
      live = false;
    };
  }, [tick, secret, tenantId, sessionId, sign]);

  if (!info.data)
    return (
      <div className="qr-display">
        {info.isPending ? (
          <DotLoading className="loading-dots" />
        ) : (
          <p>{t`Open this page once online to show the code offline.`}</p>
        )}
      </div>
    );
  const d = info.data;
  const checkedIn = d.checkedIn;
  const enrolled = d.enrolled;
  const checkinWindow = timeRange(d.checkinStartAt, d.checkinEndAt);
  return (
    <div className="qr-display" data-testid="session-qr">
      <OfflineBanner />
      <h1 translate="no" lang={langOf(d.courseTitle)}>
        {d.courseTitle}
      </h1>
      <p>
        <UserContent>{d.title}</UserContent> · <Trans>Check-in {checkinWindow}</Trans>
      </p>
      {image ? (
        <img
          src={image.url}
          alt={image.payload}
          className="qr-display-image"
          data-testid="session-qr-image"
        />
      ) : (
        <div className="qr-display-image" />
      )}
      <p className="qr-display-count" data-testid="qr-count">
        <Trans>
          {checkedIn} / {enrolled} checked in
        </Trans>
      </p>
      <ul className="qr-display-latest">
        {d.latest.map((l, i) => (
          <li key={i}>
            <UserContent>{l.name}</UserContent> {l.serverTime?.slice(11, 16)}
          </li>
        ))}
      </ul>
      <div className="qr-display-actions">
        <Button
          size="small"
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
        >
          <Trans>Full screen</Trans>
        </Button>
        <Button size="small" onClick={() => router.history.back()}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </div>
  );
}
