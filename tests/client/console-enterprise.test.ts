import { describe, expect, it } from 'vitest';
import { excerpt, yuan } from '@/features/console-enterprise/components/labels';

describe('the enterprise console pages', () => {
  it('show amounts in fen as yuan with two decimals, zero included', () => {
    expect(yuan(0)).toBe('¥0.00');
    expect(yuan(1)).toBe('¥0.01');
    expect(yuan(99)).toBe('¥0.99');
    expect(yuan(100)).toBe('¥1.00');
    expect(yuan(12_345)).toBe('¥123.45');
    expect(yuan(100_000_000)).toBe('¥1000000.00');
  });

  it('cut a feedback to its excerpt only past the limit, never inside a character', () => {
    expect(excerpt('', 3)).toBe('');
    expect(excerpt('abc', 3)).toBe('abc');
    expect(excerpt('abcd', 3)).toBe('abc…');
    expect(excerpt('报名缴费', 4)).toBe('报名缴费');
    // An emoji is two UTF-16 units: it stays whole.
    expect(excerpt('ab😀cd', 3)).toBe('ab😀…');
  });
});
