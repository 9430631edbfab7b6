import { describe, expect, it } from 'vitest';
import {
  heldLock,
  holdLock,
  KIOSK_PIN,
  lockWith,
  opens,
  releaseLock,
} from '@/features/checkin/desk/kiosk-lock';

describe("the kiosk's lock", () => {
  it('takes a PIN of 4 to 8 digits, nothing else', () => {
    for (const pin of ['1234', '12345678', '0000']) expect(KIOSK_PIN.test(pin), pin).toBe(true);
    for (const pin of ['123', '123456789', '12a4', ' 1234', '', '１２３４'])
      expect(KIOSK_PIN.test(pin), pin).toBe(false);
  });

  it('opens with its PIN only, and keeps no PIN on the tablet', () => {
    const lock = lockWith('7', '2468');
    expect(opens(lock, '2468')).toBe(true);
    for (const wrong of ['2469', '24680', '', ' 2468']) expect(opens(lock, wrong), wrong).toBe(false);
    expect(JSON.stringify(lock)).not.toContain('2468');
    // Salted: the same PIN locks two kiosks differently.
    expect(lockWith('7', '2468').hash).not.toBe(lock.hash);
  });

  it('is kept through a reload until released', () => {
    const lock = lockWith('9', '1357');
    holdLock(lock);
    expect(heldLock()).toEqual(lock);
    releaseLock();
    expect(heldLock()).toBeNull();
  });
});
