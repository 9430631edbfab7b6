import { describe, expect, it } from 'vitest';
import { isMaskedPhone, PROFILE_MAX, profileIssues } from '@contract/profile-rules';

/** The person settings' profile rules (validators within the columns' lengths), as both sides run them. */
describe('profile rules', () => {
  it('check only the fields given; the nickname cannot be blank, name and email can be cleared', () => {
    expect(profileIssues({})).toEqual([]);
    expect(profileIssues({ nickname: null, name: '', email: '' })).toEqual([]);
    expect(profileIssues({ nickname: '' })).toEqual([{ field: 'nickname', key: 'nonBlank' }]);
    expect(profileIssues({ nickname: ' \t ' })).toEqual([{ field: 'nickname', key: 'nonBlank' }]);
  });

  it('say "too long" past each column, at its boundary', () => {
    for (const field of ['nickname', 'name'] as const) {
      expect(profileIssues({ [field]: 'x'.repeat(PROFILE_MAX[field]) })).toEqual([]);
      expect(profileIssues({ [field]: 'x'.repeat(PROFILE_MAX[field] + 1) })).toEqual([
        { field, key: 'tooLong' },
      ]);
    }
    const at = '@example.com';
    expect(profileIssues({ email: 'e'.repeat(PROFILE_MAX.email - at.length) + at })).toEqual([]);
    expect(profileIssues({ email: 'e'.repeat(PROFILE_MAX.email + 1 - at.length) + at })).toEqual([
      { field: 'email', key: 'tooLong' },
    ]);
  });

  it('take the email pattern, and report every field in form order', () => {
    expect(profileIssues({ email: 'a@b.cn' })).toEqual([]);
    expect(profileIssues({ email: 'a@b', nickname: ' ', name: 'n'.repeat(65) })).toEqual([
      { field: 'nickname', key: 'nonBlank' },
      { field: 'name', key: 'tooLong' },
      { field: 'email', key: 'email' },
    ]);
  });

  it('know a masked mobile number', () => {
    expect(isMaskedPhone('138****5678')).toBe(true);
    expect(isMaskedPhone('13812345678')).toBe(false);
    expect(isMaskedPhone('138***45678')).toBe(false);
  });
});
