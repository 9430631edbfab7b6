import {
  REGISTER_PASSWORD_MAX,
  REGISTER_PASSWORD_MIN,
  STRENGTH_MAX,
  STRENGTH_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants';

/** Symbols that count as the third kind. */
const SYMBOLS = '!@#$%^&.*';
const KIND_PATTERNS = [/[0-9]/, /[A-Za-z]/, /[!@#$%^&.*]/];
const ALLOWED = new RegExp(`^[0-9A-Za-z${SYMBOLS.replace(/[$^.*]/g, '\\$&')}]+$`);

export type StrengthLevel = 0 | 1 | 2 | 3;

/**
 * A password: 6–100 characters drawn from digits, letters and the allowed symbols.
 * Level = the number of kinds present (1 to 3); anything else (too short, too long, other characters) is 0.
 */
export function passwordStrength(password: string): StrengthLevel {
  if (password.length < STRENGTH_MIN || password.length > STRENGTH_MAX || !ALLOWED.test(password)) return 0;
  return KIND_PATTERNS.filter((p) => p.test(password)).length as StrengthLevel;
}

/** "Strength not too low": level 2 or more. */
export const isStrongEnough = (password: string): boolean => passwordStrength(password) >= 2;

export type RegisterIssue =
  | 'usernameRequired'
  | 'usernameLength'
  | 'phoneRequired'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordWeak'
  | 'termsRequired';

export function validateRegistration(input: {
  username: string;
  phone: string;
  password: string;
  termsAccepted: boolean;
}): RegisterIssue[] {
  const issues: RegisterIssue[] = [];
  if (!input.username) issues.push('usernameRequired');
  else if (input.username.length < USERNAME_MIN || input.username.length > USERNAME_MAX)
    issues.push('usernameLength');
  if (!input.phone) issues.push('phoneRequired');
  if (!input.password) issues.push('passwordRequired');
  else if (input.password.length < REGISTER_PASSWORD_MIN || input.password.length > REGISTER_PASSWORD_MAX)
    issues.push('passwordLength');
  else if (!isStrongEnough(input.password)) issues.push('passwordWeak');
  if (!input.termsAccepted) issues.push('termsRequired');
  return issues;
}

/** Mobile login: both required, code exactly 4 digits. */
export function validateMobileLogin(input: {
  mobile: string;
  code: string;
}): ('mobileRequired' | 'codeRequired' | 'codeFormat')[] {
  const issues: ('mobileRequired' | 'codeRequired' | 'codeFormat')[] = [];
  if (!input.mobile) issues.push('mobileRequired');
  if (!input.code) issues.push('codeRequired');
  else if (!/^\d{4}$/.test(input.code)) issues.push('codeFormat');
  return issues;
}

/** Which of the three password fields each of validatePasswordExpire's issues is about (where its error shows). */
export const PASSWORD_ISSUE_FIELD = {
  oldRequired: 'old',
  newRequired: 'new',
  confirmRequired: 'confirm',
  mismatch: 'confirm',
  passwordWeak: 'new',
} as const;

/** Password-expire form: all required, new = confirm, strength not too low. */
export function validatePasswordExpire(input: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  const issues: ('oldRequired' | 'newRequired' | 'confirmRequired' | 'mismatch' | 'passwordWeak')[] = [];
  if (!input.oldPassword) issues.push('oldRequired');
  if (!input.newPassword) issues.push('newRequired');
  if (!input.confirmPassword) issues.push('confirmRequired');
  if (input.newPassword && input.confirmPassword && input.newPassword !== input.confirmPassword)
    issues.push('mismatch');
  if (input.newPassword && !isStrongEnough(input.newPassword)) issues.push('passwordWeak');
  return issues;
}
