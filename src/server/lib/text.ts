/**
 * NUL, or half of a surrogate pair: text no database column takes and no person types. `isWellFormed` finds a
 * lone surrogate without a regular expression (several times faster on long CJK or emoji text).
 */
export const isBadText = (s: string): boolean => !s.isWellFormed() || s.includes('\u0000');

/** An ILIKE pattern for "contains `text`": its own %, _ and \ match themselves, not any text. */
export const containing = (text: string): string => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
