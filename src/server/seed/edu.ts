import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCheckinWindow } from '@contract/checkin';
import { ROOT } from '../env';
import { checkinWindowDates, newSessionSecret, sanitizeContent } from '../modules/course';
import { publicFileUrl, readVariants, variantName } from '../modules/file';
import type { Db } from '../db/client';
import { fileKey, type FileStore } from '../lib/file-store';
import * as s from '../db/schema';
import { OFFLINE, ONLINE } from './edu-catalog';

/** Writes the demo catalog (seed-edu-catalog.ts) with its media, the upcoming 2027 course and the check-in demo. */

const MEDIA = join(ROOT, 'seed/media');

function first<T>(row: T | undefined): T {
  if (!row) throw new Error('seed: insert returned no row');
  return row;
}
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const content = (title: string, teacher: string) =>
  sanitizeContent(
    `<h2>课程介绍</h2><p>${title}：面向物业服务企业从业人员，结合行业规范与典型案例讲解。</p>` +
      `<h2>讲师</h2><p>${teacher}，协会特聘讲师。</p>` +
      '<h2>学习要求</h2><ul><li>按时参加或完成全部课时</li><li>完成后计入年度继续教育学时</li></ul>',
  );

/**
 * Copies a committed media file into the file store and records it. An image comes with its responsive copies,
 * committed beside it (`cover-1-w320.avif`; seed/make-cover-variants.mjs makes them with the upload's code).
 */
export async function mediaFile(
  tx: Db,
  files: FileStore,
  tenantId: number,
  dir: 'image' | 'video',
  name: string,
  type: string,
) {
  const id = createHash('md5').update(`seed/${tenantId}/${name}`).digest('hex');
  const fileName = `${id}.${name.split('.').pop()}`;
  await files.copyIn(fileKey({ tenantId, dir, fileName }), join(MEDIA, name), type);
  let image = {};
  if (dir === 'image') {
    const stem = name.replace(/\.\w+$/, '');
    const copies = new Map<string, string>();
    for (const copy of readdirSync(MEDIA)) {
      const [, of, width, ext] = /^(.+)-w(\d+)\.(avif|webp)$/.exec(copy) ?? [];
      if (of !== stem || !width || !ext) continue;
      const stored = variantName(id, Number(width), ext);
      await files.copyIn(fileKey({ tenantId, dir, fileName: stored }), join(MEDIA, copy), `image/${ext}`);
      copies.set(join(MEDIA, copy), stored);
    }
    image = await readVariants(join(MEDIA, name), copies);
  }
  const [row] = await tx
    .insert(s.sysFile)
    .values({
      tenantId,
      fileName,
      original: name,
      dir,
      type,
      fileSize: statSync(join(MEDIA, name)).size,
      createBy: 'seed',
      ...image,
    })
    .returning();
  return first(row);
}

export async function seedCatalog(
  tx: Db,
  files: FileStore,
  tenantId: number,
  opts: { learnerId?: number; full: boolean },
): Promise<number | undefined> {
  const now = Date.now();
  const day0 = new Date(now);
  day0.setUTCHours(1, 0, 0, 0); // 09:00 in Shanghai
  const covers = [];
  for (let i = 1; i <= 8; i++)
    covers.push(publicFileUrl(await mediaFile(tx, files, tenantId, 'image', `cover-${i}.jpg`, 'image/jpeg')));
  // One statement at a time: a transaction is one connection (node-postgres refuses overlapping queries).
  const videoIds: number[] = [];
  for (const i of opts.full ? [1, 2, 3] : [])
    videoIds.push((await mediaFile(tx, files, tenantId, 'video', `lesson-${i}.mp4`, 'video/mp4')).id);
  const window = { enrolStartAt: new Date(now - 7 * DAY), enrolEndAt: new Date(now + 30 * DAY) };
  const offline = opts.full ? OFFLINE : OFFLINE.slice(0, 1);
  const online = opts.full ? ONLINE : [];

  for (const [i, c] of offline.entries()) {
    const [course] = await tx
      .insert(s.eduCourse)
      .values({
        tenantId,
        mode: 'offline',
        title: c.title,
        cover: covers[i % 8],
        category: c.category,
        summary: `${c.teacher}主讲，${c.hours} 学时，线下面授。`,
        content: content(c.title, c.teacher),
        teacher: c.teacher,
        creditHours: c.hours,
        fee: c.fee,
        status: 'published',
        featured: !!c.featured,
        needsApproval: !!c.approval,
        ...window,
        createBy: 'seed',
      })
      .returning();
    for (const [j, sess] of c.sessions.entries()) {
      const startAt = new Date(day0.getTime() + sess.inDays * DAY);
      const endAt = new Date(startAt.getTime() + sess.hours * HOUR);
      await tx.insert(s.eduSession).values({
        tenantId,
        courseId: first(course).id,
        title: `第 ${j + 1} 期`,
        startAt,
        endAt,
        venue: sess.venue,
        address: '星海市滨江路 88 号',
        capacity: sess.capacity,
        ...checkinWindowDates(defaultCheckinWindow(startAt.getTime(), endAt.getTime())),
        secret: newSessionSecret(),
        signatureRequired: !!sess.signature,
        createBy: 'seed',
      });
    }
  }

  for (const [i, c] of online.entries()) {
    const [course] = await tx
      .insert(s.eduCourse)
      .values({
        tenantId,
        mode: 'online',
        title: c.title,
        cover: covers[(i + 4) % 8],
        category: c.category,
        summary: `${c.teacher}主讲，${c.lessons.length} 个课时，随时随地学习。`,
        content: content(c.title, c.teacher),
        teacher: c.teacher,
        creditHours: c.hours,
        fee: 0,
        status: 'published',
        featured: !!c.featured,
        needsApproval: !!c.approval,
        ...window,
        createBy: 'seed',
      })
      .returning();
    await tx.insert(s.eduLesson).values(
      c.lessons.map((l, j) => ({
        tenantId,
        courseId: first(course).id,
        chapter: l.chapter,
        title: l.title,
        sort: j,
        durationSec: 30,
        allowSkip: !!l.allowSkip,
        fileId: videoIds[l.video - 1] ?? null,
        createBy: 'seed',
      })),
    );
  }

  if (!opts.full) return;
  // A course whose sign-up has not opened yet, and a draft only staff see.
  await tx.insert(s.eduCourse).values([
    {
      tenantId,
      mode: 'offline',
      title: '2027 年度物业管理师继续教育（预告）',
      cover: covers[7],
      category: 'basics',
      summary: '报名将于下月开放。',
      content: content('2027 年度物业管理师继续教育', '协会'),
      teacher: '协会',
      creditHours: 24,
      fee: 120000,
      status: 'published',
      enrolStartAt: new Date(now + 20 * DAY),
      enrolEndAt: new Date(now + 60 * DAY),
      createBy: 'seed',
    },
    {
      tenantId,
      mode: 'online',
      title: '智慧物业平台操作（草稿）',
      cover: covers[6],
      category: 'service',
      summary: '草稿，尚未发布。',
      content: '',
      teacher: '技术部',
      creditHours: 1,
      fee: 0,
      status: 'draft',
      createBy: 'seed',
    },
  ]);

  // The check-in demo, with a window from an hour before seeding to a day after, learner01 approved.
  const [demo] = await tx
    .insert(s.eduCourse)
    .values({
      tenantId,
      mode: 'offline',
      title: '演示签到 / Check-in demo',
      cover: covers[3],
      category: 'basics',
      summary: '用于体验扫码签到与名单签到的演示课程。',
      content: content('演示签到', '协会'),
      teacher: '协会培训部',
      creditHours: 1,
      fee: 0,
      status: 'published',
      ...window,
      createBy: 'seed',
    })
    .returning();
  const [session] = await tx
    .insert(s.eduSession)
    .values({
      tenantId,
      courseId: first(demo).id,
      title: '演示场次',
      startAt: new Date(now + 2 * HOUR),
      endAt: new Date(now + 24 * HOUR),
      venue: '协会培训中心 签到演示厅',
      address: '星海市滨江路 88 号',
      capacity: 100,
      checkinStartAt: new Date(now - HOUR),
      checkinEndAt: new Date(now + 24 * HOUR),
      secret: newSessionSecret(),
      createBy: 'seed',
    })
    .returning();
  if (opts.learnerId)
    await tx.insert(s.eduEnrolment).values({
      tenantId,
      courseId: first(demo).id,
      sessionId: first(session).id,
      userId: opts.learnerId,
      status: 'approved',
      createBy: 'seed',
      reviewBy: 'seed',
      reviewTime: new Date(now),
    });
  // The exam demo (seed-exam.ts) is set on this course, which learner01 is approved on.
  return first(demo).id;
}
