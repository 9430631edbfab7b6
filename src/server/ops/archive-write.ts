import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { open, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import {
  DUMP,
  FILES,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  peixunVersion,
  type Manifest,
  type Member,
} from './manifest';

/**
 * The backup archive as a stream (format: manifest.ts): the dump first, then the files, the manifest last. The
 * dump is taken before the files are read, so every file a row of the dump names is there unless it was deleted
 * while the backup ran. An error destroys the stream: a reader never mistakes a broken archive for a whole one.
 */
export function archiveStream(dump: Uint8Array, filesDir: string): Readable {
  const pack = tarPack();
  const gzip = createGzip();
  pack.on('error', (err: Error) => gzip.destroy(err));
  // A reader gone (the backup command stopped, its connection cut) stops the packing too.
  gzip.once('close', () => pack.destroy());
  pack.pipe(gzip);
  const closed = new Promise<never>((_, reject) =>
    pack.once('close', () => reject(new Error('the archive was closed before it was complete'))),
  );
  closed.catch(() => undefined);
  fill(pack, dump, filesDir, closed).catch((err: unknown) => {
    const error = err instanceof Error ? err : new Error(String(err));
    pack.destroy(error);
    gzip.destroy(error);
  });
  return gzip;
}

/** Every member in turn; each wait also ends when the archive was closed under it (`closed` rejects). */
async function fill(pack: Pack, dump: Uint8Array, filesDir: string, closed: Promise<never>) {
  const members: Member[] = [await Promise.race([addBytes(pack, DUMP, dump), closed])];
  for await (const path of filesUnder(filesDir)) {
    const name = `${FILES}${relative(filesDir, path).split(sep).join('/')}`;
    const member = await addFile(pack, name, path, closed);
    if (member) members.push(member);
  }
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    peixunVersion: peixunVersion(),
    database: 'pglite',
    members,
  };
  await Promise.race([
    addBytes(pack, MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)),
    closed,
  ]);
  pack.finalize();
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function addBytes(pack: Pack, name: string, bytes: Uint8Array): Promise<Member> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: bytes.length, mode: 0o600 }, Buffer.from(bytes), (err) =>
      err ? reject(err) : resolve({ name, size: bytes.length, sha256: sha256(bytes) }),
    ),
  );
}

/**
 * One file, as long as it was when opened: a file still being written (an upload under way) is taken up to
 * there. A file deleted since it was listed is left out (null).
 */
async function addFile(
  pack: Pack,
  name: string,
  path: string,
  closed: Promise<never>,
): Promise<Member | null> {
  const handle = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (!handle) return null;
  try {
    const size = (await handle.stat()).size;
    const hash = createHash('sha256');
    let done: (err?: Error | null) => void = () => undefined;
    const finished = new Promise<void>((resolve, reject) => {
      done = (err) => (err ? reject(err) : resolve());
    });
    const entry = pack.entry({ name, size, mode: 0o600 }, (err) => done(err));
    const chunk = Buffer.alloc(Math.min(size, 1024 * 1024) || 1);
    for (let at = 0; at < size;) {
      const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, size - at), at);
      if (bytesRead === 0) throw new Error(`${path} became shorter while it was read; run the backup again`);
      const piece = Buffer.from(chunk.subarray(0, bytesRead));
      hash.update(piece);
      at += bytesRead;
      if (!entry.write(piece)) await Promise.race([once(entry, 'drain'), closed]);
    }
    entry.end(undefined);
    await Promise.race([finished, closed]);
    return { name, size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/** Uploads in flight (file storage's staging folder): not data yet, and gone in a moment. */
const STAGING = '.staging';

/** Every regular file under `dir`, in name order; links and other special files are not followed. */
async function* filesUnder(dir: string, top = true): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, e.name);
    if (top && e.name === STAGING) continue;
    if (e.isDirectory()) yield* filesUnder(path, false);
    else if (e.isFile()) yield path;
  }
}
