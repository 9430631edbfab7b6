/**
 * Enterprises and feedback, zod-free so the portal runs the same rules as the user
 * types and the server answers them with its messages. The credit code is checked as typed: no trimming or
 * upper-casing here (a form may upper-case on input; the server stores what passed).
 */

/** GB 32100-2015's 31 code characters (no I, O, S, V, Z), each worth its index. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of the first 17 characters, GB 32100-2015 (3^i mod 31). */
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
export const CREDIT_CODE_LENGTH = 18;
const MODULUS = 31;

/** The check character of a credit code's first 17 characters, or null when one is outside the charset. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== CREDIT_CODE_LENGTH - 1) return null;
  let sum = 0;
  for (const [i, weight] of CREDIT_CODE_WEIGHTS.entries()) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * weight;
  }
  return CREDIT_CODE_CHARSET.charAt((MODULUS - (sum % MODULUS)) % MODULUS);
}

/** An 18-character unified social credit code whose last character is its GB 32100-2015 check character. */
export function isCreditCode(value: string): boolean {
  if (value.length !== CREDIT_CODE_LENGTH) return false;
  const check = creditCodeCheckChar(value.slice(0, CREDIT_CODE_LENGTH - 1));
  return check !== null && value[CREDIT_CODE_LENGTH - 1] === check;
}

/** Older taxpayer numbers: 15, 17 or 20 upper-case letters and digits. */
const TAX_NO_OTHER_LENGTHS = [15, 17, 20] as const;

/** A taxpayer number: a valid credit code, or 15 / 17 / 20 upper-case letters and digits. */
export function isTaxNo(value: string): boolean {
  if (isCreditCode(value)) return true;
  return (TAX_NO_OTHER_LENGTHS as readonly number[]).includes(value.length) && /^[0-9A-Z]+$/.test(value);
}

export const INVOICE_TYPES = ['normal', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** A special VAT invoice also needs these. */
const SPECIAL_INVOICE_FIELDS = ['bank', 'account', 'address', 'phone'] as const;

export const INVOICE_MAX = {
  title: 128,
  bank: 128,
  account: 64,
  address: 255,
  phone: 32,
  email: 128,
} as const;

export type InvoiceField = 'title' | 'taxNo' | 'bank' | 'account' | 'address' | 'phone';
export type InvoiceIssueKey = 'nonBlank' | 'taxNo';
export type InvoiceIssue = { field: InvoiceField; key: InvoiceIssueKey };
export type InvoiceProfileInput = {
  type: InvoiceType;
  title?: string | null;
  taxNo?: string | null;
  bank?: string | null;
  account?: string | null;
  address?: string | null;
  phone?: string | null;
};

const blank = (v: string | null | undefined): v is '' | null | undefined =>
  v === undefined || v === null || v.trim() === '';

/**
 * What is wrong with an invoice profile, in form order: a title and a valid taxpayer number always; a special VAT
 * invoice also bank, account, registered address and phone.
 */
export function invoiceProfileIssues(input: InvoiceProfileInput): InvoiceIssue[] {
  const issues: InvoiceIssue[] = [];
  if (blank(input.title)) issues.push({ field: 'title', key: 'nonBlank' });
  if (blank(input.taxNo)) issues.push({ field: 'taxNo', key: 'nonBlank' });
  else if (!isTaxNo(input.taxNo)) issues.push({ field: 'taxNo', key: 'taxNo' });
  if (input.type === 'special')
    for (const field of SPECIAL_INVOICE_FIELDS)
      if (blank(input[field])) issues.push({ field, key: 'nonBlank' });
  return issues;
}

/** Feedback text: a text area, at most 500 characters. */
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_ATTACHMENTS_MAX = 5;
/** A staff reply's length. */
export const FEEDBACK_REPLY_MAX = 1000;
/** What a feedback is about: the items of this dictionary (staff may edit them). */
export const FEEDBACK_CATEGORY_DICT = 'feedback_category';

/** The business licence a registering enterprise uploads: an image or a PDF, at most 5 MB. */
export const LICENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
export const LICENCE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Feedback content: not blank and at most 500 characters (UTF-16 units, as the text area's maxlength counts). */
export function feedbackContentIssue(value: string | null | undefined): 'nonBlank' | 'tooLong' | null {
  if (blank(value)) return 'nonBlank';
  return value.length > FEEDBACK_CONTENT_MAX ? 'tooLong' : null;
}

export const ENTERPRISE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EnterpriseStatus = (typeof ENTERPRISE_STATUSES)[number];
