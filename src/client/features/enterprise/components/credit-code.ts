import { CREDIT_CODE_CHARSET, CREDIT_CODE_LENGTH, isCreditCode } from '@contract/enterprise-rules';

/** What is wrong with a credit code as typed: its shape (length, characters) or only its check character. */
export type CreditCodeIssue = 'format' | 'check' | null;

/** Upper-cased as typed; spaces dropped; never longer than a code. */
export const typedCreditCode = (value: string) =>
  value.toUpperCase().replace(/\s/g, '').slice(0, CREDIT_CODE_LENGTH);

/**
 * GB 32100-2015: 18 characters of the code's charset, else "format"; the right shape with a wrong
 * last character, "check". Empty is no issue yet (the form asks for it on submit).
 */
export function creditCodeIssue(code: string): CreditCodeIssue {
  if (!code) return null;
  const shapeOk =
    code.length === CREDIT_CODE_LENGTH && [...code].every((c) => CREDIT_CODE_CHARSET.includes(c));
  if (!shapeOk) return 'format';
  return isCreditCode(code) ? null : 'check';
}
