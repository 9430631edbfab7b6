import { Worker } from 'node:worker_threads';

/** What a statement answers: PGlite's result, as it crossed from the database's thread. */
export type ThreadResult<R> = {
  rows: R[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
};
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Runner = { query<R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult<R>> };
type Reply = { id: number; result?: unknown; error?: { message: string; fields: Record<string, unknown> } };

/**
 * The embedded database (PGlite) on a worker thread of its own, behind the part of PGlite's interface drizzle
 * and db/prepared.ts use: `query`, `transaction`, `close`. On the server's own thread every statement
 * held the event loop while it ran — a count over 50,000 rows for 170 ms — and no other request could even be
 * read; now only the rows' crossing does. From the built server the worker is dist/server/pglite-worker.js.
 */
export class PgliteThread implements Runner {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  private nextId = 0;
  private nextTx = 0;
  private failure: Error | null = null;
  readonly ready: Promise<void>;

  /** `template`: a dump (see `dump`) the database starts as, instead of a new one. */
  constructor(dataDir: string | undefined, template?: Uint8Array) {
    const file = import.meta.url.endsWith('.ts') ? '../workers/pglite.worker.mjs' : './pglite-worker.js';
    this.worker = new Worker(new URL(file, import.meta.url), { workerData: { dataDir, template } });
    this.ready = new Promise((resolve, reject) => {
      const onReady = (m: { ready?: boolean }) => {
        if (!m.ready) return;
        this.worker.off('message', onReady);
        resolve();
      };
      this.worker.on('message', onReady);
      this.worker.once('error', reject);
    });
    this.worker.on('message', (m: Reply) => this.settle(m));
    // A thread that died (out of memory, a crash in the database) fails every statement, now and later.
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread ended (${code})`)));
  }

  query<R>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    return this.call<ThreadResult<R>>({
      op: 'query',
      sql,
      params,
      tx,
      rowMode: options.rowMode,
      // drizzle reads some types as text and maps them itself: those are named, the functions cannot cross.
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    });
  }

  /** PGlite's transaction: `work` runs its statements in it; it commits if `work` ends well, else rolls back. */
  async transaction<T>(work: (tx: Runner) => Promise<T>): Promise<T> {
    const tx = ++this.nextTx;
    await this.call({ op: 'begin', tx });
    let result: T;
    try {
      result = await work({ query: (sql, params, options) => this.query(sql, params, options, tx) });
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** The database folder as a tar (PGlite's dumpDataDir), taken between statements: see the worker's `dump`. */
  async dump(): Promise<Uint8Array> {
    return new Uint8Array(await this.call<ArrayBuffer>({ op: 'dump' }));
  }

  async close() {
    await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private settle(m: Reply) {
    const w = this.waiting.get(m.id);
    if (!w) return;
    this.waiting.delete(m.id);
    if (m.error) w.reject(Object.assign(new Error(m.error.message), m.error.fields));
    else w.resolve(m.result);
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }
}
