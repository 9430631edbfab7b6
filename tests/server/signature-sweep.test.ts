import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduCheckin, eduSession, sysFile } from '../../src/server/db/schema';
import { fileKey } from '../../src/server/lib/file-store';
import {
  ORPHAN_AFTER_MS,
  sweepOrphanSignatures,
} from '../../src/server/modules/checkin/signature-sweep.service';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A signature file as a check-in stores it, with no check-in pointing at it, written `ageMs` ago. */
async function orphan(ageMs: number) {
  const fileName = `orphan${Math.random().toString(16).slice(2)}.png`;
  await app.files.putBytes(fileKey({ tenantId: 1, dir: 'signature', fileName }), PNG, 'image/png');
  const [row] = await app.database.db
    .insert(sysFile)
    .values({
      tenantId: 1,
      fileName,
      original: 'signature.png',
      dir: 'signature',
      type: 'image/png',
      fileSize: PNG.length,
      createTime: new Date(Date.now() - ageMs),
    })
    .returning();
  return row!;
}

/** A real check-in with a signature, on a session that asks for one; its file backdated by `ageMs`. */
async function signedCheckin(ageMs: number) {
  const admin = await adminHeaders(app);
  const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 10 });
  const learner = await newLearner(app, 'sweep_signed');
  await call(app, 'POST', '/api/edu/enrolment', learner.headers, { courseId, sessionId });
  await app.database.db
    .update(eduSession)
    .set({
      checkinStartAt: new Date(Date.now() - 3600_000),
      checkinEndAt: new Date(Date.now() + 3600_000),
      signatureRequired: true,
    })
    .where(eq(eduSession.id, Number(sessionId)));
  const qr = (await call<{ payload: string }>(app, 'GET', `/api/edu/session/qr/${sessionId}`, admin)).body
    .data;
  const answer = await call<{ outcome: string; checkin?: { id: string } }>(
    app,
    'POST',
    '/api/edu/checkin',
    learner.headers,
    {
      clientId: `sweep-${Date.now()}`,
      deviceId: 'phone-1',
      deviceTime: Date.now(),
      clockOffsetMs: 0,
      method: 'session_qr',
      qr: qr.payload,
      signature: `data:image/png;base64,${PNG.toString('base64')}`,
    },
  );
  expect(answer.body.data.outcome).toBe('accepted');
  const [checkin] = await app.database.db
    .select()
    .from(eduCheckin)
    .where(eq(eduCheckin.id, Number(answer.body.data.checkin?.id)));
  const fileId = checkin!.signatureFileId!;
  await app.database.db
    .update(sysFile)
    .set({ createTime: new Date(Date.now() - ageMs) })
    .where(eq(sysFile.id, fileId));
  return (await app.database.db.select().from(sysFile).where(eq(sysFile.id, fileId)))[0]!;
}

const stored = (f: { tenantId: number; fileName: string }) =>
  app.files.stat(fileKey({ tenantId: f.tenantId, dir: 'signature', fileName: f.fileName }));
const rowsOf = async (ids: number[]) =>
  (await app.database.db.select().from(sysFile).where(inArray(sysFile.id, ids))).map((r) => r.id).sort();

describe('the sweep of orphaned signature files', () => {
  it('removes the bytes and the row of a signature no check-in refers to, once older than 10 minutes', async () => {
    const old = await orphan(ORPHAN_AFTER_MS + 60_000);
    const young = await orphan(ORPHAN_AFTER_MS - 60_000);
    const signed = await signedCheckin(ORPHAN_AFTER_MS + 3600_000);
    expect(await stored(old)).toBeDefined();

    expect(await sweepOrphanSignatures(app.database.db, app.files)).toBe(1);
    expect(await stored(old)).toBeUndefined();
    expect(await rowsOf([old.id, young.id, signed.id])).toEqual([young.id, signed.id].sort());
    // The young one may still be on its way to its check-in; the signed one is a check-in's.
    expect(await stored(young)).toBeDefined();
    expect(await stored(signed)).toBeDefined();

    // A second sweep (or another process's at once) finds nothing more.
    expect(await sweepOrphanSignatures(app.database.db, app.files)).toBe(0);
    // Once the young one is old enough, it goes too.
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sweepOrphanSignatures(app.database.db, app.files, later)).toBe(1);
    expect(await rowsOf([young.id, signed.id])).toEqual([signed.id]);
  });

  it('leaves files of other kinds alone, however old', async () => {
    const [material] = await app.database.db
      .insert(sysFile)
      .values({
        tenantId: 1,
        fileName: 'old-material.pdf',
        dir: 'material',
        type: 'application/pdf',
        createTime: new Date(Date.now() - 365 * 86_400_000),
      })
      .returning();
    expect(await sweepOrphanSignatures(app.database.db, app.files)).toBe(0);
    expect(await rowsOf([material!.id])).toEqual([material!.id]);
  });
});
