import { QueryClient, dehydrate, hydrate, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerOfflineMutation, withIdempotencyKey, worthRetrying, type Queued } from '@/lib/offline-queue';
import { ApiError } from '@/lib/api-client';
import { applyRootFontSize } from '@/app/route-chrome';

afterEach(() => onlineManager.setOnline(true));

describe('queued writes', () => {
  it('a write made offline survives a persist/restore cycle and is sent exactly once with its key', async () => {
    const sent: Queued<{ n: number }>[] = [];
    const send = vi.fn(async (v: Queued<{ n: number }>) => {
      sent.push(v);
      return v.n;
    });
    onlineManager.setOnline(false);
    const before = new QueryClient({ defaultOptions: { mutations: { networkMode: 'online' } } });
    registerOfflineMutation(before, ['checkin'], send);
    const vars = withIdempotencyKey({ n: 7 });
    void before
      .getMutationCache()
      .build(before, { mutationKey: ['checkin'] })
      .execute(vars)
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 10));
    expect(before.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);
    const persisted = JSON.parse(JSON.stringify(dehydrate(before))) as DehydratedState;

    const after = new QueryClient({ defaultOptions: { mutations: { networkMode: 'online' } } });
    registerOfflineMutation(after, ['checkin'], send);
    hydrate(after, persisted);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await after.resumePausedMutations();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent[0]).toEqual(vars);
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('what a queued write does after a failure', () => {
  it('tries again after a network error or a server error, and stops at a refusal', () => {
    expect(worthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    expect(worthRetrying(new ApiError('not saved', 500))).toBe(true);
    expect(worthRetrying(new ApiError('busy', 503))).toBe(true);
    expect(worthRetrying(new ApiError('bad', 400))).toBe(false);
    expect(worthRetrying(new ApiError('forbidden', 403))).toBe(false);
    expect(worthRetrying(new ApiError('code 1', 200))).toBe(false);
  });
});

describe('replay order', () => {
  it('replays queued writes one at a time, in the order they were made, even when the first is slowest', async () => {
    const order: number[] = [];
    let running = 0;
    let overlap = false;
    const send = async (v: Queued<{ n: number }>) => {
      running++;
      if (running > 1) overlap = true;
      await new Promise((r) => setTimeout(r, v.n === 1 ? 30 : 1));
      order.push(v.n);
      running--;
      return v.n;
    };
    onlineManager.setOnline(false);
    const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'online' } } });
    registerOfflineMutation(client, ['checkin'], send);
    for (const n of [1, 2, 3])
      void client
        .getMutationCache()
        .build(client, { mutationKey: ['checkin'] })
        .execute(withIdempotencyKey({ n }))
        .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 10));
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual([1, 2, 3]);
    expect(overlap).toBe(false);
  });
});

describe('the /sign/* rem rule', () => {
  it('is width/375×16 px on the sign screens and 16 px elsewhere', () => {
    applyRootFontSize('/sign/home', 750);
    expect(document.documentElement.style.fontSize).toBe('32px');
    applyRootFontSize('/sign/list', 375);
    expect(document.documentElement.style.fontSize).toBe('16px');
    applyRootFontSize('/sign/success', 414);
    expect(document.documentElement.style.fontSize).toBe(`${(414 / 375) * 16}px`);
    applyRootFontSize('/home', 750);
    expect(document.documentElement.style.fontSize).toBe('16px');
  });
});
