import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { VerifyAnswer } from '@contract/certificate';
import { maskName, type CertificateClaims } from '@contract/certificate-rules';
import { UserContent } from '@/components/user-content';
import type { Verdict } from './verdict';

/**
 * How a verdict looks: a mark and a colour (text on white at 4.5:1 or more), the title saying it in words. Drawn
 * here rather than with antd-mobile's Result, whose chunk and style sheet /sign/home would then list for preloading
 * on every first visit.
 */
type Status = 'success' | 'error' | 'warning' | 'info';
/* eslint-disable lingui/no-unlocalized-strings -- marks beside the words that say the verdict, not words */
const LOOK: Record<Status, { mark: string; colour: string }> = {
  success: { mark: '✓', colour: '#1a7f37' },
  error: { mark: '✕', colour: '#c62828' },
  warning: { mark: '!', colour: '#9a5b00' },
  info: { mark: 'i', colour: '#1d5fb8' },
};
/* eslint-enable lingui/no-unlocalized-strings */
const STATUS: Record<Verdict['state'], Status> = {
  valid: 'success',
  expired: 'warning',
  revoked: 'error',
  replaced: 'error',
  'unknown-number': 'error',
  forged: 'error',
  'not-certificate': 'error',
  'unknown-key': 'warning',
  'no-keys': 'warning',
  unsupported: 'warning',
  'needs-network': 'warning',
  'server-only': 'info',
};

type Facts = {
  number: string;
  holder: string;
  course: string;
  hours: number;
  completedOn: string;
  expiresOn: string | null;
};
const fromClaims = (c: CertificateClaims): Facts => ({
  number: c.n,
  holder: maskName(c.h),
  course: c.c,
  hours: c.ch,
  completedOn: c.d,
  expiresOn: c.e,
});
const fromAnswer = (a: VerifyAnswer): Facts | null =>
  a.checked && a.holderName && a.courseTitle && a.completedOn
    ? {
        number: a.number,
        holder: a.holderName,
        course: a.courseTitle,
        hours: a.creditHours ?? 0,
        completedOn: a.completedOn,
        expiresOn: a.expiresOn,
      }
    : null;

// Styled here, not in the portal's style sheet: every phone loads that, few open this screen.
const MARK = {
  width: 56,
  height: 56,
  lineHeight: '56px',
  margin: '8px auto 0',
  borderRadius: '50%',
  color: '#fff',
  fontSize: 32,
  fontWeight: 700,
} as const;
const ROW = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 } as const;
const VALUE = { margin: 0, textAlign: 'end', fontWeight: 500 } as const;

/** The certificate's facts as signed (the holder's name masked, as the public verify page shows it). */
function FactList({ facts }: { facts: Facts }) {
  const { t } = useLingui();
  const rows: [string, ReactNode][] = [
    [t`Certificate number`, <span translate="no">{facts.number}</span>],
    [t`Holder`, <UserContent>{facts.holder}</UserContent>],
    [t`Course`, <UserContent>{facts.course}</UserContent>],
    [t`Credit hours`, facts.hours],
    [t`Completed on`, facts.completedOn],
    [t`Valid until`, facts.expiresOn ?? t`No expiry`],
  ];
  return (
    <dl className="session-summary" data-testid="verify-facts">
      {rows.map(([label, value]) => (
        <div key={label} style={ROW}>
          <dt>{label}</dt>
          <dd style={VALUE}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The verdict, large, with what it rests on: the device's check, the association's answer, or neither. */
export function VerdictView({ verdict: v }: { verdict: Verdict }) {
  const { t } = useLingui();
  // eslint-disable-next-line max-len -- a lingui message's text is its id
  const offlineNote = t`Checked on this device without a network: the signature holds, but whether the association revoked it was not checked.`;
  const confirmed = t`The signature holds, and the association confirmed just now that it was not revoked.`;
  let title: string;
  let description: ReactNode = null;
  let facts: Facts | null = null;
  switch (v.state) {
    case 'valid':
    case 'expired':
      title = v.state === 'valid' ? t`Valid certificate` : t`Expired certificate`;
      description = v.checked ? confirmed : offlineNote;
      facts = fromClaims(v.claims);
      break;
    case 'revoked': {
      const reason = v.answer.revokeReason;
      title = t`Revoked`;
      description = reason
        ? t`The association revoked this certificate: ${reason}`
        : t`The association revoked this certificate.`;
      facts = fromClaims(v.claims);
      break;
    }
    case 'replaced': {
      const by = v.answer.replacedBy ?? '';
      title = t`Replaced`;
      description = t`This certificate was replaced by ${by}; ask the holder for the new one.`;
      facts = fromClaims(v.claims);
      break;
    }
    case 'unknown-number':
      title = t`Unknown certificate`;
      description = t`The signature holds, but the association has no certificate of this number.`;
      break;
    case 'forged':
      title = t`Forged`;
      description = t`This code was changed, or was not signed by the association. Do not accept it.`;
      break;
    case 'unknown-key':
      title = t`Signed with a key this device does not know`;
      description = t`Connect to the network and verify again: this device then reads the association's keys.`;
      break;
    case 'no-keys':
      title = t`This device has not read the association's keys yet`;
      // eslint-disable-next-line max-len -- a lingui message's text is its id
      description = t`Connect to the network once and verify again. The keys are then kept here, for checks without a network.`;
      break;
    case 'unsupported':
      title = t`This browser cannot check signatures`;
      // eslint-disable-next-line max-len -- a lingui message's text is its id
      description = t`Open the certificate's link in a browser instead, or update this one. Checking on the device needs a current browser and a secure (https) address.`;
      break;
    case 'needs-network':
      title = t`This link needs the network`;
      description = t`It carries no signature to check on the device. Connect and verify again.`;
      break;
    case 'server-only': {
      const a = v.answer;
      const said = {
        valid: t`Valid certificate`,
        expired: t`Expired certificate`,
        revoked: t`Revoked`,
        replaced: t`Replaced`,
      };
      if (!a.exists) title = t`No certificate of this number`;
      else if (!a.checked || !a.state) title = t`The number exists, but the link's check code does not match`;
      else title = said[a.state];
      description = t`The link carried no signature to check on the device: this is the association's answer alone.`;
      facts = fromAnswer(a);
      break;
    }
    case 'not-certificate':
      title = t`This is not a certificate's code`;
      break;
  }
  const { mark, colour } = LOOK[STATUS[v.state]];
  return (
    <section data-testid="verify-verdict" data-state={v.state} style={{ textAlign: 'center' }}>
      <div aria-hidden="true" style={{ ...MARK, background: colour }}>
        {mark}
      </div>
      <h2 style={{ color: colour, fontSize: 22, margin: '8px 0' }} data-testid="verify-title">
        {title}
      </h2>
      {description && <p data-testid="verify-note">{description}</p>}
      {facts && <FactList facts={facts} />}
    </section>
  );
}
