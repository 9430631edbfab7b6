import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_NAMES } from '@contract/constants';
import { handoutBlob, keptHandouts } from '@/features/study/components/offline-handout';
import { fetchHandout } from '@/features/study/api/handouts';

vi.mock('@/features/study/api/handouts', () => ({
  handoutCacheKey: (id: string) => `/api/edu/lesson/handout/${id}`,
  fetchHandout: vi.fn(),
}));

/** Cache Storage as the browser keeps it: named caches of responses by URL path. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, res: Response) => void store.set(key, res),
    };
  };
  return { stores, caches: { open } };
}

let fake: ReturnType<typeof fakeCaches>;
beforeEach(() => {
  fake = fakeCaches();
  vi.stubGlobal('caches', fake.caches);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(fetchHandout).mockReset();
});

describe('handouts kept for offline reading', () => {
  it('fetches a handout once, keeps it under its token-free path, and opens the kept copy after', async () => {
    vi.mocked(fetchHandout).mockResolvedValueOnce(new Response('%PDF-1.4 one'));
    expect(await keptHandouts(['7', '8'])).toEqual(new Set());
    expect(await (await handoutBlob('7')).text()).toBe('%PDF-1.4 one');
    expect([...(fake.stores.get(CACHE_NAMES.lessonHandouts)?.keys() ?? [])]).toEqual([
      '/api/edu/lesson/handout/7',
    ]);
    expect(await keptHandouts(['7', '8'])).toEqual(new Set(['7']));
    // Offline: the network fails, the kept copy still opens.
    vi.mocked(fetchHandout).mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await (await handoutBlob('7')).text()).toBe('%PDF-1.4 one');
    expect(fetchHandout).toHaveBeenCalledTimes(1);
  });

  it('rejects a handout never opened when the network fails or the server refuses, and keeps nothing', async () => {
    vi.mocked(fetchHandout).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(handoutBlob('9')).rejects.toThrow();
    expect(await keptHandouts(['9'])).toEqual(new Set());
  });
});
