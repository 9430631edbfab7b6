/**
 * Group commit: callers hand in groups of items, and whatever has queued while the database was busy goes in one
 * run, so a burst shares a few statements instead of paying two round trips and two query plans per item.
 *
 * A run starts on the next turn of the event loop (setImmediate), once the requests already received have been
 * read: PGlite executes on this thread, so a run started at once would finish before a second caller got in. No
 * timer, so a lone caller waits for nothing. A group is never split and groups are taken in the order they came,
 * so one device's queue (one request) keeps its order. When a shared run fails, each of its groups runs again
 * alone, so only the one at fault fails.
 *
 * An urgent group (someone waiting at the desk) goes before the bulk groups queued (replayed queues), in runs of
 * urgent groups only, and `reserved` of the runs are kept for urgent groups: a burst of replays never makes the
 * person in front of staff wait for it. Each kind keeps its own order.
 */
export type Batcher<I, O> = { push: (group: I[], o?: { urgent?: boolean }) => Promise<O[]> };

type Waiting<I, O> = { items: I[]; resolve: (out: O[]) => void; reject: (err: unknown) => void };

export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  opts: { maxItems: number; concurrency: number; reserved?: number },
): Batcher<I, O> {
  const urgent: Waiting<I, O>[] = [];
  const bulk: Waiting<I, O>[] = [];
  let running = 0;
  let bulkRunning = 0;
  const bulkMax = Math.max(1, opts.concurrency - (opts.reserved ?? 0));
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      next();
    });
  };

  const next = () => {
    while (running < opts.concurrency) {
      const queue = urgent.length ? urgent : bulkRunning < bulkMax ? bulk : null;
      if (!queue?.length) return;
      const taken: Waiting<I, O>[] = [];
      let size = 0;
      for (
        let w = queue[0];
        w && (taken.length === 0 || size + w.items.length <= opts.maxItems);
        w = queue[0]
      ) {
        queue.shift();
        taken.push(w);
        size += w.items.length;
      }
      const isBulk = queue === bulk;
      running++;
      if (isBulk) bulkRunning++;
      void runGroups(taken).finally(() => {
        running--;
        if (isBulk) bulkRunning--;
        schedule();
      });
    }
  };

  const runGroups = async (taken: Waiting<I, O>[]) => {
    try {
      const out = await run(taken.flatMap((w) => w.items));
      let at = 0;
      for (const w of taken) {
        w.resolve(out.slice(at, at + w.items.length));
        at += w.items.length;
      }
    } catch (err) {
      if (taken.length === 1) return taken.forEach((w) => w.reject(err));
      // One caller's bad group must not fail the others that happened to share its run: each again, alone.
      for (const w of taken) await run(w.items).then(w.resolve, w.reject);
    }
  };

  return {
    push: (items, o) =>
      items.length === 0
        ? Promise.resolve([])
        : new Promise<O[]>((resolve, reject) => {
            (o?.urgent ? urgent : bulk).push({ items, resolve, reject });
            schedule();
          }),
  };
}
