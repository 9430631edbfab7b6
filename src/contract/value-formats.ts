import { isEmpty, json, lowerUnderscore, numeric, upperUnderscore, url, type Validator } from './validators';

/**
 * The value formats the console's forms hold fields to (a dictionary item's value, a menu's link, a client's
 * redirect addresses, a parameter's validate code), apart from validators.ts so a phone's forms do not carry them.
 */
/**
 * A code programs compare (a dictionary item's value): a number, or English letters all upper-case or all
 * lower-case with underscores (`0`, `approved`, `WEIXIN_CP`): never mixed case, spaces or Chinese.
 */
export const caseCode: Validator = (v) =>
  isEmpty(v) || [numeric, upperUnderscore, lowerUnderscore].some((check) => check(v) === null)
    ? null
    : 'caseCode';

/** A link (a menu's path): an address starting with http must be a well-formed URL; a console path is not one. */
export const link: Validator = (v) => (isEmpty(v) || !/^https?:/i.test(v) ? null : url(v));

/** Web addresses separated by commas (an OAuth client's redirect addresses, as pig stores them): each a URL. */
export const urlList: Validator = (v) =>
  isEmpty(v) || v.split(',').every((u) => u.trim() !== '' && url(u.trim()) === null) ? null : 'url';

/**
 * The formats a value may be held to, by name (a parameter's validate code): the spec's number, URL, JSON and
 * upper- and lower-case rules. Any other name holds the value to nothing.
 */
export const VALUE_FORMATS = {
  number: numeric,
  url,
  json,
  upper: upperUnderscore,
  lower: lowerUnderscore,
} as const satisfies Record<string, Validator>;
export type ValueFormat = keyof typeof VALUE_FORMATS;
export const isValueFormat = (name: string | null | undefined): name is ValueFormat =>
  !!name && Object.hasOwn(VALUE_FORMATS, name);
/** What is wrong with `value` under the format named `name` (nothing when the name is no format). */
export const formatProblem = (name: string | null | undefined, value: string | null | undefined) =>
  isValueFormat(name) ? VALUE_FORMATS[name](value) : null;
