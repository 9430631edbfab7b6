import { describe, expect, it } from 'vitest';
import {
  isStrongEnough,
  passwordStrength,
  validateMobileLogin,
  validatePasswordExpire,
  validateRegistration,
} from '@contract/password';

describe('passwordStrength (6 to 100 characters)', () => {
  it.each([
    ['123456', 1],
    ['abcdef', 1],
    ['!@#$%^', 1],
    ['abc123', 2],
    ['abc!@#', 2],
    ['123!@#', 2],
    ['ab12!@', 3],
    ['Admin@2026', 3],
  ] as const)('%s is level %i', (pw, level) => {
    expect(passwordStrength(pw)).toBe(level);
  });

  it('is 0 below 6 and above 100 characters, and accepts both bounds', () => {
    expect(passwordStrength('ab12!')).toBe(0);
    expect(passwordStrength('ab12!@')).toBe(3);
    expect(passwordStrength('a1'.repeat(50))).toBe(2);
    expect(passwordStrength('a1'.repeat(50) + 'x')).toBe(0);
  });

  it('is 0 with characters outside the three kinds', () => {
    expect(passwordStrength('abc 123')).toBe(0);
    expect(passwordStrength('abc123-')).toBe(0);
    expect(passwordStrength('密码abc123')).toBe(0);
  });

  it('counts every allowed symbol ! @ # $ % ^ & . *', () => {
    for (const s of '!@#$%^&.*') expect(passwordStrength(`abcde${s}`)).toBe(2);
  });

  it('treats level 2 and 3 as strong enough, 0 and 1 as too low', () => {
    expect(isStrongEnough('abcdef')).toBe(false);
    expect(isStrongEnough('abc12')).toBe(false);
    expect(isStrongEnough('abc123')).toBe(true);
  });
});

describe('validateRegistration', () => {
  const ok = { username: 'learner', phone: '13800000000', password: 'abc123', termsAccepted: true };
  it('passes a valid form', () => expect(validateRegistration(ok)).toEqual([]));
  it('requires every field and the terms', () => {
    expect(validateRegistration({ username: '', phone: '', password: '', termsAccepted: false })).toEqual([
      'usernameRequired',
      'phoneRequired',
      'passwordRequired',
      'termsRequired',
    ]);
  });
  it('bounds the username to 5..20', () => {
    expect(validateRegistration({ ...ok, username: 'abcd' })).toEqual(['usernameLength']);
    expect(validateRegistration({ ...ok, username: 'abcde' })).toEqual([]);
    expect(validateRegistration({ ...ok, username: 'a'.repeat(20) })).toEqual([]);
    expect(validateRegistration({ ...ok, username: 'a'.repeat(21) })).toEqual(['usernameLength']);
  });
  it('bounds the password to 6..20 and refuses a weak one', () => {
    expect(validateRegistration({ ...ok, password: 'ab12!' })).toEqual(['passwordLength']);
    expect(validateRegistration({ ...ok, password: 'a1'.repeat(10) })).toEqual([]);
    expect(validateRegistration({ ...ok, password: 'a1'.repeat(10) + 'b' })).toEqual(['passwordLength']);
    expect(validateRegistration({ ...ok, password: 'abcdefg' })).toEqual(['passwordWeak']);
  });
});

describe('validateMobileLogin', () => {
  it('needs a mobile and a code of exactly 4 digits', () => {
    expect(validateMobileLogin({ mobile: '13800000000', code: '1234' })).toEqual([]);
    expect(validateMobileLogin({ mobile: '', code: '' })).toEqual(['mobileRequired', 'codeRequired']);
    expect(validateMobileLogin({ mobile: '1', code: '123' })).toEqual(['codeFormat']);
    expect(validateMobileLogin({ mobile: '1', code: '12345' })).toEqual(['codeFormat']);
    expect(validateMobileLogin({ mobile: '1', code: '12a4' })).toEqual(['codeFormat']);
  });
});

describe('validatePasswordExpire', () => {
  it('requires all three, a match and enough strength', () => {
    expect(validatePasswordExpire({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      'oldRequired',
      'newRequired',
      'confirmRequired',
    ]);
    expect(
      validatePasswordExpire({ oldPassword: 'x', newPassword: 'abc123', confirmPassword: 'abc124' }),
    ).toEqual(['mismatch']);
    expect(
      validatePasswordExpire({ oldPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual(['passwordWeak']);
    expect(
      validatePasswordExpire({ oldPassword: 'x', newPassword: 'abc123', confirmPassword: 'abc123' }),
    ).toEqual([]);
  });
});
