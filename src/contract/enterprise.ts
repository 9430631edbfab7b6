/**
 * Enterprises, invoice profiles and feedback on the wire. Bodies are bounded here; the domain's rules
 * (credit code check character, taxpayer number, a special invoice's fields, the SMS code, the password's
 * strength) are checked by the service with enterprise-rules.ts, so a broken rule is answered with its own message
 * (code 1), as the account registration does.
 *
 * This module is their public face; the schemas live by topic: enterprise-profile.ts (registration, the profile
 * and its review), enterprise-member.ts (members), enterprise-record.ts (members' sign-ups and bulk enrolment),
 * enterprise-invoice.ts (invoice profiles and requests) and enterprise-feedback.ts (feedback).
 */

export * from './enterprise-rules';
export * from './enterprise-profile';
export * from './enterprise-member';
export * from './enterprise-record';
export * from './enterprise-invoice';
export * from './enterprise-feedback';
/**
 * enterprise-rules.ts has an InvoiceProfileInput of its own (the fields its rules read); the contract's is the
 * form's input, as it was when this file declared it.
 */
export type { InvoiceProfileInput } from './enterprise-invoice';
