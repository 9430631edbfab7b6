import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import {
  DUMP,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  isMemberName,
  manifestSchema,
  type Manifest,
  type Member,
} from './manifest';
import { OpsError } from './cli';

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/**
 * Unpacks a backup into `into` (an empty folder of the restore's own; null: only read) and checks it whole:
 * every member named, sized and hashed as the manifest says, nothing more, nothing missing. Throws OpsError,
 * saying what is wrong, on any difference, a truncated or damaged archive, or one that is not a peixun backup.
 */
export async function unpackVerified(archive: string, into: string | null): Promise<Manifest> {
  const seen = new Map<string, Member>();
  let manifestText: string | null = null;
  const extract = tarExtract();
  const source = createReadStream(archive);
  const gunzip = createGunzip();
  const fail = (err: Error) => extract.destroy(err);
  source.on('error', fail).pipe(gunzip).on('error', fail).pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type === 'directory') {
        entry.resume();
        continue;
      }
      if (type !== 'file' || !isMemberName(name) || seen.has(name) || manifestText !== null)
        throw new OpsError(`The archive holds an unexpected member "${name}": it is not a peixun backup.`);
      const hash = createHash('sha256');
      let size = 0;
      const chunks: Buffer[] = [];
      const keep = name === MANIFEST;
      const out = keep || into === null ? null : await writerFor(join(into, name));
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        if (keep) {
          if (size > MAX_MANIFEST_BYTES) throw new OpsError('The manifest is implausibly large.');
          chunks.push(chunk);
        } else if (out && !out.write(chunk)) await once(out, 'drain');
      }
      if (out)
        await new Promise<void>((resolve, reject) =>
          out.end((err?: Error | null) => (err ? reject(err) : resolve())),
        );
      if (name === MANIFEST) manifestText = Buffer.concat(chunks).toString('utf8');
      else seen.set(name, { name, size, sha256: hash.digest('hex') });
    }
  } catch (err) {
    // This machine's own trouble (a full disk, a permission) is said as it is, not blamed on the archive.
    if (err instanceof OpsError || (err as NodeJS.ErrnoException).syscall) throw err;
    throw new OpsError(
      `The archive is truncated or damaged (${(err as Error).message}); it cannot be restored. Use another backup.`,
    );
  }
  return check(manifestText, seen);
}

async function writerFor(path: string) {
  await mkdir(dirname(path), { recursive: true });
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  await once(out, 'open');
  return out;
}

/** The manifest against what the archive held. */
function check(text: string | null, seen: Map<string, Member>): Manifest {
  if (text === null)
    throw new OpsError('The archive ends before its manifest: it is truncated or not a peixun backup.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new OpsError('The manifest is not readable JSON: the archive is damaged.');
  }
  const head = raw as { format?: unknown; formatVersion?: unknown };
  if (head.format !== FORMAT) throw new OpsError('This archive is not a peixun backup.');
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION)
    throw new OpsError(
      `This backup has format version ${head.formatVersion}; this peixun reads version ${FORMAT_VERSION}. ` +
        'Restore it with a newer peixun.',
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new OpsError('The manifest is incomplete or malformed: the archive is damaged.');
  const listed = new Map(parsed.data.members.map((m) => [m.name, m]));
  if (!listed.has(DUMP)) throw new OpsError('The manifest lists no database dump: nothing to restore.');
  for (const [name, got] of seen) {
    const want = listed.get(name);
    if (!want) throw new OpsError(`The archive holds "${name}", which its manifest does not list.`);
    if (want.size !== got.size)
      throw new OpsError(
        `"${name}" has ${got.size} bytes; the manifest says ${want.size}. The archive is damaged.`,
      );
    if (want.sha256 !== got.sha256)
      throw new OpsError(`"${name}" does not match its SHA-256 in the manifest. The archive is damaged.`);
  }
  for (const name of listed.keys())
    if (!seen.has(name))
      throw new OpsError(`"${name}" is listed in the manifest but missing from the archive.`);
  return parsed.data;
}
