import { expect } from 'vitest';

// vitest types its asymmetric matchers as any, so that one fits any field of an expected object. Typed as unknown
// here, an object of expectations holds no any (the type-checked lint's no-unsafe-assignment) and still fits.
export const anyString = (): unknown => expect.any(String) as unknown;
export const anyNumber = (): unknown => expect.any(Number) as unknown;
export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern) as unknown;
export const stringContaining = (part: string): unknown => expect.stringContaining(part) as unknown;
