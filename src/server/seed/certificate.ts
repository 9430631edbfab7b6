import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStore } from '../lib/file-store';
import * as s from '../db/schema';
import { mediaFile } from './edu';

/**
 * The association's certificates, so the demo earns one end to end (issue 52): a template with its issuer,
 * signatory and seal (seed/media/seal.png, drawn by seed/make-seal.mjs), and the rule on every published course
 * that can meet one. Online: every lesson complete, no expiry. Classroom: checked in to every session, valid three
 * years, as continuing-education hours are counted. The check-in demo has three exams (one a practice, one not
 * open yet): its rule names the final exam as the one to pass.
 */
export async function seedCertificates(
  tx: Db,
  files: FileStore,
  tenantId: number,
  finalExam: { course: number; exam: number },
) {
  const seal = await mediaFile(tx, files, tenantId, 'image', 'seal.png', 'image/png');
  await tx.insert(s.eduCertificateTemplate).values({
    tenantId,
    issuerZh: '星海市物业管理行业协会',
    issuerEn: 'Xinghai Property Management Association',
    signatoryZh: '秘书长 王建华',
    signatoryEn: 'Wang Jianhua, Secretary-General',
    seal: seal.fileName,
    updateBy: 'seed',
  });
  const live = and(
    eq(s.eduCourse.tenantId, tenantId),
    eq(s.eduCourse.status, 'published'),
    eq(s.eduCourse.delFlag, '0'),
  );
  const online = tx
    .selectDistinct({ id: s.eduLesson.courseId })
    .from(s.eduLesson)
    .where(and(eq(s.eduLesson.tenantId, tenantId), eq(s.eduLesson.delFlag, '0')));
  const classroom = tx
    .selectDistinct({ id: s.eduSession.courseId })
    .from(s.eduSession)
    .where(and(eq(s.eduSession.tenantId, tenantId), eq(s.eduSession.delFlag, '0')));
  const courses = await tx
    .select({ id: s.eduCourse.id, mode: s.eduCourse.mode })
    .from(s.eduCourse)
    .where(
      and(
        live,
        sql`(${s.eduCourse.mode} = 'online' AND ${inArray(s.eduCourse.id, online)}) OR
            (${s.eduCourse.mode} <> 'online' AND ${inArray(s.eduCourse.id, classroom)})`,
      ),
    );
  if (!courses.length) return;
  await tx.insert(s.eduCertificateRule).values(
    courses.map((c) => ({
      tenantId,
      courseId: c.id,
      enabled: true,
      checkinShare: 100,
      validityMonths: c.mode === 'online' ? null : 36,
      examId: c.id === finalExam.course ? finalExam.exam : null,
      updateBy: 'seed',
    })),
  );
}
