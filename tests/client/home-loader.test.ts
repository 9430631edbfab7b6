import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from '@/routes/home';

type Loader = (ctx: { context: { queryClient: QueryClient } }) => Promise<void>;
const loader = Route.options.loader as unknown as Loader;

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: null, data }), {
    headers: { 'content-type': 'application/json' },
  });
const answerOf = (url: string) =>
  url.includes('system/config')
    ? json({ site: {}, i18n: {} })
    : url.includes('course/page')
      ? json({ records: [], current: '1', pages: '1', total: '0', size: '6' })
      : json([]);

/** The calls the loader makes, held until `answer()`. */
let held: { url: string; answer: () => void }[];
const answer = () => held.splice(0).forEach((h) => h.answer());

/** Whether the loader has settled, after letting its own tasks run `ms` of (fake) time. */
async function settledAfter(done: { settled: boolean }, ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  return done.settled;
}
function run(client: QueryClient) {
  const done = { settled: false };
  void loader({ context: { queryClient: client } }).then(() => (done.settled = true));
  return done;
}

describe("the home page's loader on a first visit", () => {
  beforeEach(() => {
    held = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', (input: RequestInfo, init?: RequestInit) => {
      const url = (input instanceof Request ? input : new Request(input, init)).url;
      return new Promise<Response>((resolve) => held.push({ url, answer: () => resolve(answerOf(url)) }));
    });
    document.documentElement.classList.add('boot-shell');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.classList.remove('boot-shell');
  });

  it('makes its four calls and, while the boot shell stands, waits for their answers', async () => {
    const done = run(new QueryClient());
    expect(await settledAfter(done, 100)).toBe(false);
    expect(held.map((h) => new URL(h.url).pathname).sort()).toEqual([
      '/api/admin/dict/type/course_category',
      '/api/admin/system/config',
      '/api/edu/course/page',
      '/api/edu/course/page',
    ]);
    answer();
    expect(await settledAfter(done, 10)).toBe(true);
  });

  it('waits 800 ms at most: past that the page is drawn without them', async () => {
    const done = run(new QueryClient());
    expect(await settledAfter(done, 790)).toBe(false);
    expect(await settledAfter(done, 20)).toBe(true);
  });

  it('does not wait without the boot shell (a blank page would show meanwhile)', async () => {
    document.documentElement.classList.remove('boot-shell');
    const done = run(new QueryClient());
    expect(await settledAfter(done, 10)).toBe(true);
    expect(held).toHaveLength(4);
  });

  it('does not wait for answers the cache already holds, even stale ones it asks for again', async () => {
    const client = new QueryClient();
    const first = run(client);
    await settledAfter(first, 10);
    answer();
    expect(await settledAfter(first, 10)).toBe(true);
    await client.invalidateQueries(); // all stale: the next visit asks again
    const again = run(client);
    expect(await settledAfter(again, 10)).toBe(true);
    expect(held).toHaveLength(4);
  });
});
