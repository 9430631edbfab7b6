// The embedded database on a thread of its own (lib: db/pglite-thread.ts). PGlite runs PostgreSQL
// compiled to WebAssembly on whatever thread calls it, and every statement holds that thread until it ends:
// counting 50,000 log entries took 170 ms there, with every other request waiting. Here it holds this thread
// only. Plain JavaScript, so the sources and the build run the same file.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// `template`: a tar of a database folder (a dump) to start from instead of a new one. The tests start each of
// their databases from one migrated copy: PGlite's first start (initdb) and the migrations took 2-4 s a time.
const db = workerData.template
  ? new PGlite({ dataDir: workerData.dataDir ?? undefined, loadDataDir: new Blob([workerData.template]) })
  : new PGlite(workerData.dataDir ?? undefined);
/** Open transactions by the id the main thread gave them: the statement runner and how to end it. */
const open = new Map();

/** PGlite's options for a statement: the types drizzle reads as text (it maps them itself) left as text. */
const optionsOf = (m) => ({
  rowMode: m.rowMode,
  parsers: Object.fromEntries((m.rawTypes ?? []).map((oid) => [oid, (value) => value])),
});

/** An error as plain fields (PostgreSQL's code, constraint, detail…), which cross threads as they are. */
const plain = (err) => ({
  message: err instanceof Error ? err.message : String(err),
  fields: Object.fromEntries(
    Object.entries(err ?? {}).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
  ),
});

const answer = (id, work) =>
  work.then(
    (result) => parentPort.postMessage({ id, result }),
    (err) => parentPort.postMessage({ id, error: plain(err) }),
  );

const ROLLBACK = Symbol('rollback');

async function query(m) {
  const target = m.tx === undefined ? db : open.get(m.tx)?.tx;
  if (!target) throw new Error('transaction is not open');
  const r = await target.query(m.sql, m.params, optionsOf(m));
  return { rows: r.rows, affectedRows: r.affectedRows, fields: r.fields };
}

/**
 * A transaction holds PGlite until it ends (PGlite's own exclusive transaction): it opens when the main thread
 * begins one and ends when that says commit or roll back; the end is answered once PGlite has ended it.
 */
function begin(m) {
  return new Promise((opened, failed) => {
    const entry = { tx: null, commit: null, rollBack: null, settle: null };
    db.transaction(
      (tx) =>
        new Promise((commit, rollBack) => {
          Object.assign(entry, { tx, commit, rollBack: () => rollBack(ROLLBACK) });
          open.set(m.tx, entry);
          opened();
        }),
    ).then(
      () => {
        open.delete(m.tx);
        entry.settle?.(null);
      },
      (err) => {
        open.delete(m.tx);
        if (!entry.tx) failed(err);
        else entry.settle?.(err === ROLLBACK ? null : err);
      },
    );
  });
}

function end(m) {
  const entry = open.get(m.tx);
  if (!entry) return Promise.resolve();
  return new Promise((resolve, reject) => {
    entry.settle = (err) => (err ? reject(err) : resolve());
    if (m.commit) entry.commit();
    else entry.rollBack();
  });
}

/**
 * A copy of the whole database folder (PGlite's dumpDataDir: a tar) for a backup. It runs under PGlite's own
 * transaction lock, so it waits for the open transaction to end and no statement runs while it is taken: the
 * copy is the database between two statements. The bytes are handed over, not copied, to the main thread.
 */
async function dump(m) {
  try {
    // Written out first, so the copy opens without replaying the log (it would replay correctly without it).
    await db.exec('CHECKPOINT');
    const tar = await db._runExclusiveTransaction(() => db.dumpDataDir('none'));
    const bytes = await tar.arrayBuffer();
    parentPort.postMessage({ id: m.id, result: bytes }, [bytes]);
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: plain(err) });
  }
}

parentPort.on('message', (m) => {
  switch (m.op) {
    case 'dump':
      return dump(m);
    case 'query':
      return answer(m.id, query(m));
    case 'begin':
      return answer(m.id, begin(m));
    case 'end':
      return answer(m.id, end(m));
    case 'close':
      return answer(m.id, db.close());
  }
});

await db.waitReady;
parentPort.postMessage({ ready: true });
