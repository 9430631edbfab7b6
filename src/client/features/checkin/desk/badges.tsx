import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import type { RosterEntry } from '@contract/checkin';
import type { Signer } from '@contract/signed-codes';
import { UserContent } from '@/components/user-content';
import { toast } from '@/lib/feedback';
import { loadSigner } from '@/lib/signing';
import { getTenantId, Local } from '@/lib/storage';
import type { HeldRoster } from '../api/checkin';
import './badges.css';

/**
 * Name badges printed from the desk's browser: the name large, the enterprise, the course and session, and a QR of
 * the person's ticket, which the desk signs itself with the session's key (it holds it to check tickets), so
 * printing works offline. One page per badge, on a common label size.
 */

export const BADGE_SIZES = {
  label: { width: 90, height: 54 },
  a6: { width: 105, height: 148 },
} as const;
export type BadgeSize = keyof typeof BADGE_SIZES;
const SIZE_KEY = 'badgeSize';
export const heldBadgeSize = (): BadgeSize => (Local.get<string>(SIZE_KEY) === 'a6' ? 'a6' : 'label');
export const holdBadgeSize = (size: BadgeSize) => Local.set(SIZE_KEY, size);

/** The printed page is the label: its size, no margin. */
const pageRule = (size: BadgeSize) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a style sheet's rule, not words
  `@page { size: ${BADGE_SIZES[size].width}mm ${BADGE_SIZES[size].height}mm; margin: 0; }`;

type Badge = { key: string; name: string | null; enterprise: string | null; qr: string };

/** A person's ticket, signed on this device with the session's key: the one their phone shows. */
export const badgeTicket = (signer: Signer, roster: HeldRoster, e: RosterEntry, tenantId = getTenantId()) =>
  signer.ticket(roster.secret, {
    tenantId,
    sessionId: roster.sessionId,
    enrolmentId: e.enrolmentId,
    userId: e.userId,
  });

/** Each person's badge: their ticket drawn as a QR image. */
async function badgesOf(roster: HeldRoster, entries: RosterEntry[]): Promise<Badge[]> {
  const [signer, QR] = await Promise.all([loadSigner(), import('qrcode')]);
  return Promise.all(
    entries.map(async (e) => ({
      key: e.enrolmentId,
      name: e.name,
      enterprise: e.enterprise,
      qr: await QR.toDataURL(badgeTicket(signer, roster, e), {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 240,
      }),
    })),
  );
}

/**
 * Printing badges: `print` draws them into a sheet only print shows, then opens the browser's print dialog (a
 * printer, or "Save as PDF"); the sheet goes once printing is done. `sheet` must be rendered by the screen.
 */
export function useBadgePrint(roster: HeldRoster | undefined) {
  const { t } = useLingui();
  const [printing, setPrinting] = useState<{ size: BadgeSize; badges: Badge[] } | null>(null);
  // Their code is fetched as the desk opens (online), so badges print offline from then on.
  useEffect(() => {
    void loadSigner().catch(() => undefined);
    void import('qrcode').catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const print = async (entries: RosterEntry[], size = heldBadgeSize()) => {
    if (!roster || !entries.length) return;
    try {
      setPrinting({ size, badges: await badgesOf(roster, entries) });
    } catch {
      void toast(t`The badges could not be drawn: open the desk online once, then try again.`, 'error');
    }
  };
  const session = [roster?.courseTitle, roster?.title].filter(Boolean).join(' · ');
  const sheet =
    printing &&
    createPortal(
      <div className="badge-sheet" data-testid="badge-sheet" data-size={printing.size}>
        <style>{pageRule(printing.size)}</style>
        {printing.badges.map((b) => (
          <section className="badge" key={b.key} data-testid="badge">
            <p className="badge-name">
              <UserContent>{b.name}</UserContent>
            </p>
            {b.enterprise && (
              <p className="badge-org">
                <UserContent>{b.enterprise}</UserContent>
              </p>
            )}
            <p className="badge-session">
              <UserContent>{session}</UserContent>
            </p>
            <img className="badge-qr" src={b.qr} alt={t`Ticket QR code of ${b.name ?? ''}`} />
          </section>
        ))}
      </div>,
      document.body,
    );
  return { print, sheet };
}

/** The label size badges print on, kept on this device. */
export function BadgeSizeChoice(props: { value: BadgeSize; onChange: (size: BadgeSize) => void }) {
  const { t } = useLingui();
  const labels: Record<BadgeSize, string> = { label: t`Label 90 × 54 mm`, a6: t`A6 (105 × 148 mm)` };
  return (
    <select
      className="field select"
      value={props.value}
      onChange={(e) => {
        const size: BadgeSize = e.target.value === 'a6' ? 'a6' : 'label';
        holdBadgeSize(size);
        props.onChange(size);
      }}
      aria-label={t`Badge size`}
      data-testid="badge-size"
    >
      {(Object.keys(BADGE_SIZES) as BadgeSize[]).map((size) => (
        <option key={size} value={size}>
          {labels[size]}
        </option>
      ))}
    </select>
  );
}
