import type { Bus, Topic } from './bus';

/**
 * How a service tells the system what it changed: news on the bus (lib/bus.ts names the topics), which every
 * process hears and on which every cache forgets what the write made stale. It is the one way to announce a
 * change: services publish it once their write is committed and before it is answered; routes never do, and
 * no hook does it after the fact.
 */
export type News = Pick<Bus, 'publish'>;

/**
 * A service's write that says `topic` once it is done (with `keys`, when the news concerns some entries only),
 * so its answer leaves only after every process heard. The caller passes the news after the database handle.
 */
export function announced<D, A extends unknown[], R>(
  topic: Topic,
  write: (db: D, ...args: A) => Promise<R>,
  keys?: (...args: A) => readonly string[],
) {
  return async (db: D, news: News, ...args: A): Promise<R> => {
    const result = await write(db, ...args);
    await news.publish(topic, keys?.(...args));
    return result;
  };
}

/**
 * A transaction whose news waits for its commit: `work` gets news that only collects what it is told, and once
 * `work` has resolved (its transaction committed) each piece is said, in order; if it throws, none is. A process
 * that heard of a change before its commit would read the old rows.
 */
export async function afterCommit<R>(news: News, work: (held: News) => Promise<R>): Promise<R> {
  const said: Parameters<News['publish']>[] = [];
  const result = await work({ publish: async (...args) => void said.push(args) });
  for (const args of said) await news.publish(...args);
  return result;
}
