import { describe, expect, it } from 'vitest';
import * as base from '@contract/validators';
import * as formats from '@contract/value-formats';

const v = { ...base, ...formats };

describe('form validators: empty passes all but nonBlank', () => {
  const all = [
    v.tooLong,
    v.chineseEnglishDigitUnderscore,
    v.upperUnderscore,
    v.lowerUnderscore,
    v.lowerOnly,
    v.phone,
    v.numeric,
    v.lettersOnly,
    v.lettersOrDigits,
    v.startsWithLetter,
    v.noChinese,
    v.chineseOnly,
    v.mobile,
    v.email,
    v.url,
    v.json,
    v.caseCode,
    v.link,
    v.urlList,
  ];
  it.each(['', null, undefined])('%s passes', (empty) => {
    for (const check of all) expect(check(empty)).toBeNull();
  });
  it('nonBlank refuses empty and spaces only', () => {
    expect(v.nonBlank('')).toBe('nonBlank');
    expect(v.nonBlank('   ')).toBe('nonBlank');
    expect(v.nonBlank(undefined)).toBe('nonBlank');
    expect(v.nonBlank(' a ')).toBeNull();
  });
});

describe('each validator at its boundary', () => {
  it('tooLong: 255 passes, 256 fails', () => {
    expect(v.tooLong('a'.repeat(255))).toBeNull();
    expect(v.tooLong('a'.repeat(256))).toBe('tooLong');
  });
  it('chineseEnglishDigitUnderscore', () => {
    expect(v.chineseEnglishDigitUnderscore('物业_Abc9')).toBeNull();
    expect(v.chineseEnglishDigitUnderscore('a-b')).toBe('chineseEnglishDigitUnderscore');
  });
  it('upper/lower underscore and lower only', () => {
    expect(v.upperUnderscore('ROLE_ADMIN')).toBeNull();
    expect(v.upperUnderscore('Role_admin')).toBe('upperUnderscore');
    expect(v.lowerUnderscore('sys_user')).toBeNull();
    expect(v.lowerUnderscore('sys-user')).toBe('lowerUnderscore');
    expect(v.lowerOnly('abc')).toBeNull();
    expect(v.lowerOnly('ab_c')).toBe('lowerOnly');
  });
  it('phone: 11-digit mobile, masked with four asterisks accepted', () => {
    expect(v.phone('13812345678')).toBeNull();
    expect(v.phone('138****5678')).toBeNull();
    expect(v.phone('138***5678')).toBe('phone');
    expect(v.phone('12812345678')).toBe('phone');
    expect(v.phone('1381234567')).toBe('phone');
    expect(v.phone('138123456789')).toBe('phone');
  });
  it('mobile: first 1 then 3-9, 11 digits, no mask', () => {
    expect(v.mobile('19912345678')).toBeNull();
    expect(v.mobile('13012345678')).toBeNull();
    expect(v.mobile('12012345678')).toBe('mobile');
    expect(v.mobile('138****5678')).toBe('mobile');
  });
  it('numeric: optional minus and decimals', () => {
    for (const ok of ['0', '-1', '3.14', '-0.5']) expect(v.numeric(ok)).toBeNull();
    for (const bad of ['1.', '.5', '1e3', 'abc', '--1']) expect(v.numeric(bad)).toBe('number');
  });
  it('letters, letters-or-digits, starts-with-letter', () => {
    expect(v.lettersOnly('Abc')).toBeNull();
    expect(v.lettersOnly('Ab1')).toBe('lettersOnly');
    expect(v.lettersOrDigits('Ab1')).toBeNull();
    expect(v.lettersOrDigits('Ab_1')).toBe('lettersOrDigits');
    expect(v.startsWithLetter('a123')).toBeNull();
    expect(v.startsWithLetter('1abc')).toBe('startsWithLetter');
  });
  it('noChinese and chineseOnly', () => {
    expect(v.noChinese('abc 1')).toBeNull();
    expect(v.noChinese('abc物')).toBe('noChinese');
    expect(v.chineseOnly('物业')).toBeNull();
    expect(v.chineseOnly('物业a')).toBe('chineseOnly');
  });
  it('email, url and json', () => {
    expect(v.email('a.b@example.cn')).toBeNull();
    expect(v.email('a@b')).toBe('email');
    expect(v.url('https://example.com/x?y=1')).toBeNull();
    expect(v.url('example.com')).toBe('url');
    expect(v.json('{"a":1}')).toBeNull();
    expect(v.json('{a:1}')).toBe('json');
  });
  it('custom pattern carries its own message', () => {
    const check = v.custom(/^\d{6}$/, 'six digits');
    expect(check('123456')).toBeNull();
    expect(check('12345')).toBe('six digits');
    expect(check('')).toBeNull();
  });
});

describe('the rules the console forms and the server share', () => {
  it('caseCode: a number, or one case with underscores', () => {
    for (const ok of ['0', '-1', '2.5', 'approved', 'session_qr', 'WEIXIN_CP', '_', 'A', 'a'])
      expect(v.caseCode(ok)).toBeNull();
    for (const bad of ['Approved', 'x9', 'X9', 'a b', ' a', 'a-b', '物业', '1.', 'aB', 'a_B'])
      expect(v.caseCode(bad)).toBe('caseCode');
  });
  it('link: an http address must be a URL, a console path is not one', () => {
    expect(v.link('/admin/system/user/index')).toBeNull();
    expect(v.link('/api/docs#/checkin')).toBeNull();
    expect(v.link('https://ab')).toBeNull();
    expect(v.link('HTTP://example.com')).toBeNull();
    expect(v.link('https://x')).toBe('url');
    expect(v.link('http://')).toBe('url');
    expect(v.link('https:// spaced.example')).toBe('url');
  });
  it('urlList: every comma-separated address a URL, none empty', () => {
    expect(v.urlList('https://a.example/cb')).toBeNull();
    expect(v.urlList('https://a.example/cb, http://localhost:3000/cb')).toBeNull();
    expect(v.urlList('https://a.example/cb,')).toBe('url');
    expect(v.urlList('https://a.example,,https://b.example')).toBe('url');
    expect(v.urlList('a.example/cb')).toBe('url');
  });
  it('formatProblem: the format a name names, nothing for any other name', () => {
    expect(v.formatProblem('number', '-3')).toBeNull();
    expect(v.formatProblem('number', '3a')).toBe('number');
    expect(v.formatProblem('url', 'www.example.com')).toBe('url');
    expect(v.formatProblem('json', '[1,')).toBe('json');
    expect(v.formatProblem('json', '"text"')).toBeNull();
    expect(v.formatProblem('upper', 'ROLE_X')).toBeNull();
    expect(v.formatProblem('upper', 'ROLE_x')).toBe('upperUnderscore');
    expect(v.formatProblem('lower', 'role_x')).toBeNull();
    expect(v.formatProblem('lower', 'role_X')).toBe('lowerUnderscore');
    for (const name of [null, undefined, '', 'text', '校验码', 'toString', '__proto__'])
      expect(v.formatProblem(name, '{')).toBeNull();
    expect(v.formatProblem('json', '')).toBeNull();
    expect(v.isValueFormat('hasOwnProperty')).toBe(false);
  });
});
