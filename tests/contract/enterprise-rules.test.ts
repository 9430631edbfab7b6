import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARSET,
  CREDIT_CODE_WEIGHTS,
  creditCodeCheckChar,
  FEEDBACK_CONTENT_MAX,
  feedbackContentIssue,
  invoiceProfileIssues,
  isCreditCode,
  isTaxNo,
} from '@contract/enterprise-rules';

/** Published codes of well-known companies (business licences are public records). */
const REAL = ['914403001922038216', '9144030071526726XG', '91330100716105852F', '91110000802100433B'];

describe('unified social credit code (GB 32100-2015)', () => {
  it('has the standard charset and weights 3^i mod 31', () => {
    expect(CREDIT_CODE_CHARSET).toHaveLength(31);
    expect(CREDIT_CODE_CHARSET).not.toMatch(/[IOSVZ]/);
    expect(CREDIT_CODE_WEIGHTS.every((w, i) => w === 3 ** i % 31)).toBe(true);
  });

  it('accepts real codes, with digit and letter check characters', () => {
    for (const code of REAL) expect(isCreditCode(code), code).toBe(true);
  });

  it('refuses a wrong check character, every other one', () => {
    for (const code of REAL)
      for (const c of CREDIT_CODE_CHARSET)
        if (c !== code[17]) expect(isCreditCode(code.slice(0, 17) + c)).toBe(false);
  });

  it('computes check characters 0 and Y at the ends of the range', () => {
    // sum ≡ 0 (mod 31) gives 0; sum ≡ 1 gives 31 − 1 = 30, 'Y'.
    expect(creditCodeCheckChar('0'.repeat(17))).toBe('0');
    expect(isCreditCode('0'.repeat(18))).toBe(true);
    expect(creditCodeCheckChar('1' + '0'.repeat(16))).toBe('Y');
    expect(isCreditCode('1' + '0'.repeat(16) + 'Y')).toBe(true);
  });

  it('refuses wrong lengths, characters outside the charset and lower case (checked as typed)', () => {
    const code = REAL[1]!;
    expect(isCreditCode(code.slice(0, 17))).toBe(false);
    expect(isCreditCode(code + '0')).toBe(false);
    expect(isCreditCode('')).toBe(false);
    expect(isCreditCode(code.toLowerCase())).toBe(false);
    expect(isCreditCode(` ${code.slice(1)}`)).toBe(false);
    for (const c of 'IOSVZ') {
      expect(creditCodeCheckChar(c + code.slice(1, 17))).toBeNull();
      expect(isCreditCode(code.slice(0, 17) + c)).toBe(false);
    }
    expect(creditCodeCheckChar('123')).toBeNull();
  });
});

describe('taxpayer number', () => {
  it('is a valid credit code or 15 / 17 / 20 upper-case letters and digits', () => {
    for (const code of REAL) expect(isTaxNo(code)).toBe(true);
    expect(isTaxNo('9144030071526726XA')).toBe(false);
    for (const n of [15, 17, 20]) {
      expect(isTaxNo('1'.repeat(n))).toBe(true);
      expect(isTaxNo('A'.repeat(n - 1) + '9')).toBe(true);
      expect(isTaxNo('a'.repeat(n))).toBe(false);
      expect(isTaxNo('1'.repeat(n - 1) + '-')).toBe(false);
    }
    for (const n of [0, 14, 16, 19, 21]) expect(isTaxNo('1'.repeat(n)), String(n)).toBe(false);
  });
});

describe('invoice profile', () => {
  const normal = { type: 'normal' as const, title: '某物业公司', taxNo: REAL[0] };
  const special = {
    ...normal,
    type: 'special' as const,
    bank: '某银行',
    account: '6222',
    address: '深圳',
    phone: '0755-1',
  };

  it('a normal invoice needs a title and a valid taxpayer number only', () => {
    expect(invoiceProfileIssues(normal)).toEqual([]);
    expect(invoiceProfileIssues({ type: 'normal' })).toEqual([
      { field: 'title', key: 'nonBlank' },
      { field: 'taxNo', key: 'nonBlank' },
    ]);
    expect(invoiceProfileIssues({ ...normal, title: ' ', taxNo: '123' })).toEqual([
      { field: 'title', key: 'nonBlank' },
      { field: 'taxNo', key: 'taxNo' },
    ]);
  });

  it('a special VAT invoice also needs bank, account, address and phone', () => {
    expect(invoiceProfileIssues(special)).toEqual([]);
    expect(invoiceProfileIssues({ ...normal, type: 'special', bank: '', phone: null })).toEqual([
      { field: 'bank', key: 'nonBlank' },
      { field: 'account', key: 'nonBlank' },
      { field: 'address', key: 'nonBlank' },
      { field: 'phone', key: 'nonBlank' },
    ]);
  });
});

describe('feedback content', () => {
  it('is not blank and at most 500 characters', () => {
    expect(feedbackContentIssue('好')).toBeNull();
    expect(feedbackContentIssue('字'.repeat(FEEDBACK_CONTENT_MAX))).toBeNull();
    expect(feedbackContentIssue('字'.repeat(FEEDBACK_CONTENT_MAX + 1))).toBe('tooLong');
    expect(feedbackContentIssue('')).toBe('nonBlank');
    expect(feedbackContentIssue(' \n ')).toBe('nonBlank');
    expect(feedbackContentIssue(null)).toBe('nonBlank');
  });
});
