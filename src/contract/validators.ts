/**
 * The forms' validators. Each returns null when the value passes, else the key of its message
 * (the client translates keys with Lingui; the server uses them in 400 answers). Empty values pass every
 * validator except `nonBlank`: a required field is marked so.
 */
import { TEXT_INPUT_MAX } from './constants';

export type ValidatorKey =
  | 'tooLong'
  | 'chineseEnglishDigitUnderscore'
  | 'upperUnderscore'
  | 'lowerUnderscore'
  | 'lowerOnly'
  | 'nonBlank'
  | 'phone'
  | 'number'
  | 'lettersOnly'
  | 'lettersOrDigits'
  | 'startsWithLetter'
  | 'noChinese'
  | 'chineseOnly'
  | 'mobile'
  | 'email'
  | 'url'
  | 'json'
  | 'caseCode';

export type Validator = (value: string | null | undefined) => ValidatorKey | null;

export const isEmpty = (v: string | null | undefined): v is '' | null | undefined =>
  v === undefined || v === null || v === '';

/** Builds a validator from a pattern: empty passes, otherwise the pattern must match. */
const byPattern =
  (pattern: RegExp, key: ValidatorKey): Validator =>
  (v) =>
    isEmpty(v) || pattern.test(v) ? null : key;

export const tooLong: Validator = (v) => (isEmpty(v) || v.length <= TEXT_INPUT_MAX ? null : 'tooLong');
export const chineseEnglishDigitUnderscore = byPattern(
  /^[\u4e00-\u9fa5A-Za-z0-9_]+$/,
  'chineseEnglishDigitUnderscore',
);
export const upperUnderscore = byPattern(/^[A-Z_]+$/, 'upperUnderscore');
export const lowerUnderscore = byPattern(/^[a-z_]+$/, 'lowerUnderscore');
export const lowerOnly = byPattern(/^[a-z]+$/, 'lowerOnly');
export const nonBlank: Validator = (v) =>
  v !== undefined && v !== null && v.trim() !== '' ? null : 'nonBlank';
/** The mobile-number rule: 11 digits, 1 then 3–9 (every check of a phone number, on the device and the server). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Chinese 11-digit mobile; a masked value with four asterisks (138****1234) is accepted as is. */
export const phone: Validator = (v) =>
  isEmpty(v) || MOBILE_PATTERN.test(v) || /^1[3-9]\d\*{4}\d{4}$/.test(v) ? null : 'phone';
export const numeric = byPattern(/^-?\d+(\.\d+)?$/, 'number');
export const lettersOnly = byPattern(/^[A-Za-z]+$/, 'lettersOnly');
export const lettersOrDigits = byPattern(/^[A-Za-z0-9]+$/, 'lettersOrDigits');
export const startsWithLetter = byPattern(/^[A-Za-z][A-Za-z0-9]*$/, 'startsWithLetter');
export const noChinese = byPattern(/^[^\u4e00-\u9fa5]+$/, 'noChinese');
export const chineseOnly = byPattern(/^[\u4e00-\u9fa5]+$/, 'chineseOnly');
export const mobile = byPattern(MOBILE_PATTERN, 'mobile');
export const email = byPattern(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, 'email');
export const url = byPattern(/^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i, 'url');
export const json: Validator = (v) => {
  if (isEmpty(v)) return null;
  try {
    JSON.parse(v);
    return null;
  } catch {
    return 'json';
  }
};

/** A validator from a caller's own pattern and message (a custom regular expression). */
export const custom =
  (pattern: RegExp, message: string) =>
  (v: string | null | undefined): string | null =>
    isEmpty(v) || pattern.test(v) ? null : message;
