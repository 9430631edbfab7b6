/**
 * The person settings' profile rules, zod-free so the portal runs them as the user types and the
 * server answers the same rule with its message. The form validators, within what the columns hold: their
 * "too long" is over 255 characters, but a name or nickname is kept in 64 and an email in 128, so those limits
 * are where "input too long, please re-enter" starts.
 */
import { email, nonBlank, type ValidatorKey } from './validators';

export const PROFILE_FIELDS = ['nickname', 'name', 'email'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const PROFILE_MAX: Record<ProfileField, number> = { nickname: 64, name: 64, email: 128 };

export type ProfileIssue = { field: ProfileField; key: ValidatorKey };
export type ProfileInput = Partial<Record<ProfileField, string | null>>;

/**
 * What is wrong with the fields given (absent or null: left as they are), first failing rule per field, in
 * form order. The nickname is what the portal greets people by, so it cannot be cleared; name and email can.
 */
export function profileIssues(input: ProfileInput): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    const key =
      (field === 'nickname' ? nonBlank(value) : null) ??
      (value.length > PROFILE_MAX[field] ? 'tooLong' : null) ??
      (field === 'email' ? email(value) : null);
    if (key) issues.push({ field, key });
  }
  return issues;
}

/** A stored phone shown masked (138****1234) is the same phone: pig's forms send the mask back unchanged. */
export const isMaskedPhone = (value: string) => /^1[3-9]\d\*{4}\d{4}$/.test(value);
