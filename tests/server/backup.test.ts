import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  checkinIds,
  demoSession,
  download,
  ops,
  signIn,
  startServer,
  stop,
  uploadDocument,
  type Server,
} from './backup-helpers';

/**
 * Backups of the embedded database (README, "Backups"), end to end: a real server on a DATA_DIR of its own takes
 * check-ins through the HTTP API while `npm run backup` runs against it; the archive is restored into a new
 * DATA_DIR and a server started on that finds every check-in acknowledged before the backup began, and the
 * uploaded file, byte for byte. Broken archives and a DATA_DIR in use are refused, leaving nothing behind.
 * PGlite only by nature (PostgreSQL is backed up with pg_dump): the servers here never get DATABASE_URL.
 */
const root = mkdtempSync(join(tmpdir(), 'peixun-backup-'));
const archive = join(root, 'backup.tar.gz');
const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) await stop(s);
  rmSync(root, { recursive: true, force: true });
});

const serve = async (dataDir: string) => {
  const s = await startServer(dataDir);
  servers.push(s);
  return s;
};

describe('npm run backup and npm run restore', () => {
  /** What the backup was taken of: the check-ins acknowledged before it began, the file uploaded before. */
  let taken: { before: string[]; sessionId: string; link: string; proof: Buffer } | undefined;

  it('takes a backup from the running server while check-ins keep coming', async () => {
    const first = await serve(join(root, 'live'));
    const admin = await signIn(first, 'admin', 'Admin@2026');
    const learner = await signIn(first, 'learner01', 'Learner@2026');
    const sessionId = await demoSession(first, admin);
    const proof = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(4096), Buffer.from('\n%%EOF\n')]);
    const link = await uploadDocument(first, admin, proof);

    // Check-ins from two devices, each sending its next as soon as the last was answered, until told to stop.
    // The session QR is fetched again each 30 s (a scan is taken up to 2 minutes after the code was issued).
    let qr = { payload: '', at: 0 };
    const currentQr = async () => {
      if (Date.now() - qr.at > 30_000) {
        const res = await api<{ payload: string }>(first, `/api/edu/session/qr/${sessionId}`, admin);
        qr = { payload: res.body.data.payload, at: Date.now() };
      }
      return qr.payload;
    };
    const acked: string[] = [];
    let writing = true;
    let seq = 0;
    const device = async (deviceId: string) => {
      while (writing) {
        const res = await api<{ checkin: { id: string } | null }>(first, '/api/edu/checkin', learner, {
          clientId: `backup-${deviceId}-${++seq}`,
          method: 'session_qr',
          qr: await currentQr(),
          deviceId,
          deviceTime: Date.now(),
          clockOffsetMs: 0,
        });
        const id = res.body.data?.checkin?.id;
        if (res.status !== 200 || !id) throw new Error(`check-in not stored: ${JSON.stringify(res.body)}`);
        acked.push(id);
      }
    };
    const devices = ['a', 'b'].map(device);
    try {
      while (acked.length < 30) await new Promise((r) => setTimeout(r, 50));
      const before = [...acked];
      const made = await ops('backup', ['--out', archive], join(root, 'live'));
      const during = acked.length - before.length;
      expect(made.err).toBe('');
      expect(made.out).toMatch(/taken by the running server; every checksum verified/);
      // The writers were not paused by the backup: they kept being answered while it ran.
      expect(during).toBeGreaterThan(0);
      writing = false;
      await Promise.all(devices);
      taken = { before, sessionId, link, proof };
    } finally {
      writing = false;
      await Promise.allSettled(devices);
      await stop(first);
    }
  }, 120_000);

  it('restores it into a new DATA_DIR, where a server finds each check-in acknowledged and the file', async () => {
    if (!taken) throw new Error('no backup was taken');
    const restoredDir = join(root, 'restored');
    const restored = await ops('restore', ['--in', archive], restoredDir);
    expect(restored.err).toBe('');
    expect(restored.out).toMatch(/Restored .* into .*restored/);

    const second = await serve(restoredDir);
    const admin = await signIn(second, 'admin', 'Admin@2026');
    const ids = await checkinIds(second, admin, taken.sessionId);
    expect(taken.before.filter((id) => !ids.has(id))).toEqual([]);
    const file = await download(second, admin, taken.link);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(taken.proof)).toBe(true);
  }, 120_000);

  it('refuses a truncated archive and one with a flipped byte, leaving DATA_DIR absent or empty', async () => {
    const whole = readFileSync(archive);
    const truncated = join(root, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const absent = join(root, 'from-truncated');
    const cut = await ops('restore', ['--in', truncated], absent);
    expect(cut.code).toBe(1);
    expect(cut.err).toMatch(/truncated or damaged|ends before its manifest/);
    expect(existsSync(absent)).toBe(false);

    const flipped = join(root, 'flipped.tar.gz');
    const copy = Buffer.from(whole);
    const at = Math.floor(copy.length / 2);
    copy[at] = (copy[at] ?? 0) ^ 0xff;
    writeFileSync(flipped, copy);
    const empty = join(root, 'from-flipped');
    mkdirSync(empty);
    const bad = await ops('restore', ['--in', flipped], empty);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/truncated or damaged|does not match its SHA-256|damaged/);
    expect(readdirSync(empty)).toEqual([]);
    // No half-restored folder beside them either.
    expect(readdirSync(root).filter((n) => n.includes('.restoring-'))).toEqual([]);
  }, 60_000);

  it('refuses to restore into a DATA_DIR that is not empty, and changes nothing there', async () => {
    const used = join(root, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'keep.txt'), 'mine');
    const res = await ops('restore', ['--in', archive], used);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/is not empty: a backup is restored only into a new or empty DATA_DIR/);
    expect(readdirSync(used)).toEqual(['keep.txt']);
  }, 60_000);
});
