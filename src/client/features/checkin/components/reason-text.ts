import { useLingui } from '@lingui/react/macro';
import type { CheckinReason } from '@contract/checkin';

/**
 * Reasons only a desk with exits gives: their words come from the desk's and the console's own catalogs, so an
 * attendee's pages carry none of them.
 */
export type DeskReason = Extract<CheckinReason, 'not_inside'>;
export type DeskTexts = Record<DeskReason, string>;

/**
 * What a check-in's outcome says, in the app's language: the contract's reasons, one text each (the record
 * type makes a reason without a text a compile error), the same words the server answers with.
 */
export function useReasonText(own?: DeskTexts): (reason: CheckinReason | null) => string {
  const { t } = useLingui();
  const texts: Record<Exclude<CheckinReason, DeskReason>, string> = {
    qr_invalid: t`This check-in code is not valid`,
    qr_other_tenant: t`This check-in code belongs to another organisation`,
    qr_other_session: t`This check-in code is for another session`,
    qr_expired: t`This code has expired; scan the current code at the venue`,
    outside_window: t`Check-in is not open at this time`,
    ticket_invalid: t`This ticket is not valid`,
    code_unreadable: t`Unreadable: not a ticket`,
    not_enrolled: t`No sign-up for this session was found`,
    not_approved: t`The sign-up has not been approved`,
    enrolment_cancelled: t`The sign-up was cancelled or rejected`,
    identity_required: t`Please log in, or give your name and mobile number`,
    signature_required: t`Please sign first`,
    signature_invalid: t`The signature image is not valid`,
    already_checked_in: t`Already checked in`,
    session_not_found: t`The session does not exist`,
    invalid_request: t`This check-in is incomplete or malformed`,
  };
  const accepted = t({ message: 'Checked in', context: 'check-in outcome' });
  return (reason) =>
    !reason ? accepted : reason === 'not_inside' ? (own?.[reason] ?? reason) : texts[reason];
}
