/** NUL, or half of a surrogate pair: text no database column takes and no person types. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isBadText = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** An ILIKE pattern for "contains `text`": its own %, _ and \ match themselves, not any text. */
export const containing = (text: string): string => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
