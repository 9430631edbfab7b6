import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@contract/enterprise-rules';
import { creditCodeIssue, typedCreditCode } from '@/features/enterprise/components/credit-code';
import { enterpriseRegisterIssues, type RegisterForm } from '@/features/enterprise/components/register-rules';

const FIRST17 = '91440300708461136';
const VALID = FIRST17 + creditCodeCheckChar(FIRST17);
const wrongCheck = () => {
  const right = VALID.slice(-1);
  return FIRST17 + (right === '0' ? '1' : '0');
};

describe('the credit code as typed', () => {
  it('is upper-cased, loses spaces and stops at 18 characters', () => {
    expect(typedCreditCode(' 9144 0300708461136ab')).toBe('91440300708461136A');
    expect(typedCreditCode(VALID.toLowerCase() + 'X')).toBe(VALID);
  });

  it('is fine when empty or valid', () => {
    expect(creditCodeIssue('')).toBeNull();
    expect(creditCodeIssue(VALID)).toBeNull();
  });

  it('has a format issue when short, long or with a letter outside the charset', () => {
    expect(creditCodeIssue(VALID.slice(0, 17))).toBe('format');
    expect(creditCodeIssue(VALID + '0')).toBe('format');
    for (const letter of ['I', 'O', 'S', 'V', 'Z', 'a'])
      expect(creditCodeIssue(letter + VALID.slice(1)), letter).toBe('format');
  });

  it('has a check issue when only the last character is wrong', () => {
    expect(creditCodeIssue(wrongCheck())).toBe('check');
  });
});

describe('the enterprise registration form', () => {
  const good: RegisterForm = {
    name: '示范物业',
    creditCode: VALID,
    contactName: '王经理',
    contactPhone: '13900000001',
    code: '1234',
    licenceFile: 'abc.pdf',
    address: '',
    username: 'ent_admin99',
    password: 'Abc@2026x',
    confirm: 'Abc@2026x',
    terms: true,
  };

  it('passes a complete form', () => {
    expect(enterpriseRegisterIssues(good)).toEqual([]);
  });

  it('names every missing field in form order, the terms last', () => {
    const empty = Object.fromEntries(
      Object.keys(good).map((k) => [k, k === 'terms' ? false : '']),
    ) as RegisterForm;
    expect(enterpriseRegisterIssues(empty)).toEqual([
      'nameRequired',
      'creditCodeRequired',
      'contactNameRequired',
      'phoneRequired',
      'codeFormat',
      'licenceRequired',
      'usernameRequired',
      'passwordRequired',
      'termsRequired',
    ]);
  });

  it('tells a wrong check character from a wrong format', () => {
    expect(enterpriseRegisterIssues({ ...good, creditCode: wrongCheck() })).toEqual(['creditCodeCheck']);
    expect(enterpriseRegisterIssues({ ...good, creditCode: 'ABC' })).toEqual(['creditCodeFormat']);
  });

  it('applies the account rules at their bounds', () => {
    expect(enterpriseRegisterIssues({ ...good, username: 'abcd' })).toEqual(['usernameLength']);
    expect(enterpriseRegisterIssues({ ...good, username: 'abcde' })).toEqual([]);
    expect(enterpriseRegisterIssues({ ...good, username: 'a'.repeat(21) })).toEqual(['usernameLength']);
    expect(enterpriseRegisterIssues({ ...good, password: '123456', confirm: '123456' })).toEqual([
      'passwordWeak',
    ]);
    expect(enterpriseRegisterIssues({ ...good, confirm: 'other' })).toEqual(['confirmMismatch']);
  });

  it('wants an 11-digit mobile and a 4-digit code', () => {
    expect(enterpriseRegisterIssues({ ...good, contactPhone: '1390000000' })).toEqual(['phoneFormat']);
    expect(enterpriseRegisterIssues({ ...good, code: '123' })).toEqual(['codeFormat']);
    expect(enterpriseRegisterIssues({ ...good, code: '12345' })).toEqual(['codeFormat']);
  });
});
