import { useLingui } from '@lingui/react/macro';
import { ADMIT_REASONS, type AdmitReason } from '@contract/checkin-rules';

/**
 * Why staff let a person in from the desk's list without their ticket, in the app's language: the contract's
 * reasons, one text each. The desk offers them; the console's check-in list shows the one chosen (this file's
 * messages are in both catalogs: build/catalogs.ts).
 */
export function useAdmitReasons(): { reasons: readonly AdmitReason[]; text: (r: AdmitReason) => string } {
  const { t } = useLingui();
  const texts: Record<AdmitReason, string> = {
    id_checked: t`ID checked`,
    no_phone: t`No phone with them`,
    ticket_unreadable: t`Ticket would not show`,
    known_to_staff: t`Known to staff`,
  };
  return { reasons: ADMIT_REASONS, text: (r) => texts[r] };
}
