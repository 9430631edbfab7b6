import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Certificate } from '@contract/certificate';
import type { CertificateState } from '@contract/certificate-rules';
import type { Locale } from '@contract/constants';
import { UserContent } from '@/components/user-content';
import { toast } from '@/lib/feedback';
import type { FileKind } from '../api/certificates';
import { certificateFile } from '../model/kept-files';
import { copyText } from './copy-text';
import { saveBlob } from './save-blob';

const STATE_COLORS: Record<CertificateState, 'success' | 'warning' | 'danger' | 'default'> = {
  valid: 'success',
  expired: 'warning',
  revoked: 'danger',
  replaced: 'default',
};

/**
 * One certificate: its facts and state; its PDF and PNG (a copy kept on the device once downloaded, so offline
 * those open and the others say they need the network) and its verification link. A revoked or replaced one has
 * no files or link to hand on: it says why instead.
 */
export function CertificateCard({
  certificate: c,
  state,
  online,
  kept,
  onKept,
}: {
  certificate: Certificate;
  state: CertificateState;
  online: boolean;
  kept: ReadonlySet<string>;
  onKept: (key: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<FileKind | null>(null);
  const lang: Locale = i18n.locale === 'en' ? 'en' : 'zh-cn';
  const live = state === 'valid' || state === 'expired';
  const stateLabel: Record<CertificateState, string> = {
    valid: t`Valid`,
    expired: t`Expired`,
    revoked: t`Revoked`,
    replaced: t`Replaced`,
  };
  const number = c.number;
  const missing = (['pdf', 'png'] as const).filter((k) => !kept.has(`${c.id}:${k}`));

  const download = async (kind: FileKind) => {
    setBusy(kind);
    try {
      saveBlob(await certificateFile(c.id, kind, lang), `${c.number}.${kind}`);
      onKept(`${c.id}:${kind}`);
    } catch {
      void toast(
        navigator.onLine
          ? t`Download failed, please try again`
          : t`You are offline: this file was not downloaded on this device before`,
        'error',
      );
    } finally {
      setBusy(null);
    }
  };
  const copy = async () => {
    if (await copyText(c.verifyLink)) void toast(t`Verification link copied`, 'success');
    else void toast(t`Could not copy here: open the verification page and copy its address`, 'error');
  };

  return (
    <li className="certificate" data-testid="certificate" data-state={state}>
      <div className="certificate-head">
        <h2>
          <UserContent>{c.courseTitle}</UserContent>
        </h2>
        <Tag color={STATE_COLORS[state]} className="certificate-state" data-testid="certificate-state">
          {stateLabel[state]}
        </Tag>
      </div>
      <dl className="certificate-facts">
        <div>
          <dt>{t({ message: 'Number', context: 'certificate' })}</dt>
          <dd translate="no" data-testid="certificate-number">
            {c.number}
          </dd>
        </div>
        <div>
          <dt>{t`Credit hours`}</dt>
          <dd>{c.creditHours}</dd>
        </div>
        <div>
          <dt>{t`Completed on`}</dt>
          <dd>{c.completedOn}</dd>
        </div>
        <div>
          <dt>{t({ message: 'Valid until', context: 'certificate' })}</dt>
          <dd>{c.expiresOn ?? t`No expiry`}</dd>
        </div>
      </dl>
      {state === 'revoked' && (
        <p className="certificate-note" data-testid="certificate-revoked">
          {c.revokeReason ? (
            <Trans>
              Revoked by the organisation. Reason: <UserContent>{c.revokeReason}</UserContent>
            </Trans>
          ) : (
            t`Revoked by the organisation.`
          )}
        </p>
      )}
      {state === 'replaced' && (
        <p className="certificate-note" data-testid="certificate-replaced">
          {c.replacedBy
            ? t`Replaced by certificate ${c.replacedBy}: use the new one.`
            : t`Replaced by a new certificate: use the new one.`}
        </p>
      )}
      {live && (
        <div className="certificate-actions">
          {(['pdf', 'png'] as const).map((kind) => (
            <Button
              key={kind}
              size="small"
              color={kind === 'pdf' ? 'primary' : 'default'}
              loading={busy === kind}
              disabled={(!online && missing.includes(kind)) || busy !== null}
              onClick={() => void download(kind)}
              aria-label={kind === 'pdf' ? t`Download PDF of ${number}` : t`Download PNG of ${number}`}
              data-testid={`certificate-${kind}`}
            >
              {kind.toUpperCase()}
            </Button>
          ))}
          <Button size="small" onClick={() => void copy()} data-testid="certificate-copy">
            {t`Copy verification link`}
          </Button>
          {online && (
            <a href={c.verifyLink} target="_blank" rel="noreferrer" className="certificate-verify">
              {t`Verification page`}
            </a>
          )}
        </div>
      )}
      {live && !online && missing.length > 0 && (
        <p className="hint" data-testid="certificate-file-offline">
          {missing.length === 2
            ? t`Not downloaded on this device yet: the files need the network.`
            : missing[0] === 'pdf'
              ? t`The PDF was not downloaded on this device: it needs the network.`
              : t`The PNG was not downloaded on this device: it needs the network.`}
        </p>
      )}
    </li>
  );
}
