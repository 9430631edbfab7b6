import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { unlessCached } from '@/lib/query-client';

const settledWithin = async (promise: Promise<unknown>, ms = 20) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('a first answer to wait for', () => {
  it('is the call itself while the cache holds no answer', async () => {
    const client = new QueryClient();
    let answer = () => {};
    const call = new Promise<void>((resolve) => (answer = resolve));
    const waited = unlessCached(client, ['courses'], call);
    expect(await settledWithin(waited)).toBe(false);
    answer();
    expect(await settledWithin(waited)).toBe(true);
  });

  it('is nothing when the cache already holds an answer to show, even a stale one being fetched again', async () => {
    const client = new QueryClient();
    client.setQueryData(['courses'], []);
    const never = new Promise<void>(() => {});
    expect(await settledWithin(unlessCached(client, ['courses'], never))).toBe(true);
  });
});
