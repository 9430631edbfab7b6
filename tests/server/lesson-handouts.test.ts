import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_HANDOUTS_MAX } from '../../src/contract/course';
import { buildTestApp, multipartBody } from './helpers';
import { adminHeaders, call, newLearner, onlineCourse } from './edu-helpers';

type Handout = { id: string; name: string; size: number; type: string };
type Lesson = { id: string; handouts?: Handout[] };
type Detail = { chapters: { lessons: Lesson[] }[] };

let app: FastifyInstance;
let admin: Record<string, string>;
let foreignAdmin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  foreignAdmin = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

/** A multipart upload as the attachment widget sends it. */
async function upload(headers: Record<string, string>, name: string, data: Buffer, dir = 'attachment') {
  const { payload, contentType } = multipartBody({ name, type: 'application/octet-stream', data }, 'file', {
    dir,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/sys-file/upload',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
const saveHandouts = (headers: Record<string, string>, lessonId: string, handoutIds: string[]) =>
  call<Lesson>(app, 'PUT', '/api/edu/lesson', headers, { id: lessonId, handoutIds });
const download = (headers: Record<string, string>, fileId: string) =>
  app.inject({ method: 'GET', url: `/api/edu/lesson/handout/${fileId}`, headers });
const lessonOf = async (headers: Record<string, string>, courseId: string, lessonId: string) =>
  (await call<Detail>(app, 'GET', `/api/edu/course/details/${courseId}`, headers)).body.data.chapters
    .flatMap((c) => c.lessons)
    .find((l) => l.id === lessonId);

describe('lesson handouts', () => {
  let course: { courseId: string; lessons: string[] };
  let lesson: string;
  let files: { pdf: string; docx: string };
  let learner: Awaited<ReturnType<typeof newLearner>>;
  beforeAll(async () => {
    course = await onlineCourse(app, admin, [60, 60]);
    lesson = course.lessons[0] ?? '';
    files = {
      pdf: await upload(admin, '第一讲 讲义.pdf', pdf),
      docx: await upload(admin, 'exercises.docx', docx),
    };
    learner = await newLearner(app, 'handout_learner');
    const e = await call<{ status: string }>(app, 'POST', '/api/edu/enrolment', learner.headers, {
      courseId: course.courseId,
    });
    expect(e.body.data.status).toBe('approved');
  });

  it('saves handouts with a lesson, in the order given, and answers them', async () => {
    const saved = await saveHandouts(admin, lesson, [files.docx, files.pdf, files.docx]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.handouts?.map((h) => h.id)).toEqual([files.docx, files.pdf]);
    expect(saved.body.data.handouts?.[1]).toEqual({
      id: files.pdf,
      name: '第一讲 讲义.pdf',
      size: pdf.length,
      type: 'application/pdf',
    });
    // A new lesson may carry handouts from the start.
    const created = await call<Lesson>(app, 'POST', '/api/edu/lesson', admin, {
      courseId: course.courseId,
      chapter: 'Ch 2',
      title: 'With handouts',
      durationSec: 30,
      handoutIds: [files.pdf],
    });
    expect(created.body.data.handouts?.map((h) => h.id)).toEqual([files.pdf]);
  });

  it('lists them to the approved learner and to staff, to nobody else', async () => {
    await saveHandouts(admin, lesson, [files.pdf, files.docx]);
    const mine = await lessonOf(learner.headers, course.courseId, lesson);
    expect(mine?.handouts?.map((h) => h.name)).toEqual(['第一讲 讲义.pdf', 'exercises.docx']);
    expect((await lessonOf(admin, course.courseId, lesson))?.handouts).toHaveLength(2);
    const stranger = await newLearner(app, 'handout_stranger');
    expect((await lessonOf(stranger.headers, course.courseId, lesson))?.handouts).toBeUndefined();
    expect((await lessonOf({ 'tenant-id': '1' }, course.courseId, lesson))?.handouts).toBeUndefined();
  });

  it('refuses a file of another tenant, a file that is not an attachment, and too many', async () => {
    const foreign = await upload(foreignAdmin, 'foreign.pdf', pdf);
    const res = await saveHandouts(admin, lesson, [files.pdf, foreign]);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(1);
    const doc = await upload(admin, 'notes.pdf', pdf, 'doc');
    const notAttachment = await saveHandouts(admin, lesson, [doc]);
    expect(notAttachment.status).toBe(400);
    expect(notAttachment.body).toMatchObject({ code: 1, msg: '讲义须为以附件上传的文件' });
    const tooMany = await saveHandouts(
      admin,
      lesson,
      Array.from({ length: LESSON_HANDOUTS_MAX + 1 }, () => files.pdf),
    );
    expect(tooMany.status).toBe(400);
    // Nothing of a refused save is kept.
    expect((await lessonOf(admin, course.courseId, lesson))?.handouts?.map((h) => h.id)).toEqual([
      files.pdf,
      files.docx,
    ]);
    // Tenant 2's administrator cannot attach tenant 1's file to a lesson of its own either.
    const theirs = await call<{ id: string }>(app, 'POST', '/api/edu/course', foreignAdmin, {
      mode: 'online',
      title: 'Theirs',
      category: 'basics',
      creditHours: 1,
      fee: 0,
    });
    const theirLesson = await call<Lesson>(app, 'POST', '/api/edu/lesson', foreignAdmin, {
      courseId: theirs.body.data.id,
      chapter: 'C',
      title: 'L',
      durationSec: 10,
    });
    expect((await saveHandouts(foreignAdmin, theirLesson.body.data.id, [files.pdf])).status).toBe(404);
  });

  it('serves the bytes to the approved learner, privately, as a download under the original name', async () => {
    const res = await download(learner.headers, files.pdf);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.headers['content-disposition']).toContain('attachment;');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('第一讲 讲义.pdf'));
    expect((await download(admin, files.docx)).statusCode).toBe(200);
  });

  it('refuses a learner not approved on the course, a visitor, and another tenant', async () => {
    const stranger = await newLearner(app, 'handout_outsider');
    const refused = await download(stranger.headers, files.pdf);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 1 });
    const visitor = await download({ 'tenant-id': '1' }, files.pdf);
    expect(visitor.statusCode).toBe(424);
    expect(visitor.json()).toMatchObject({ code: 1 });
    const foreign = await download(foreignAdmin, files.pdf);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 1 });
    // A file that is no lesson's handout is not served here, even to staff.
    const loose = await upload(admin, 'loose.pdf', pdf);
    expect((await download(admin, loose)).statusCode).toBe(404);
  });

  it('removes a handout from the lesson: no longer listed, no longer served, and the file may go', async () => {
    const saved = await saveHandouts(admin, lesson, [files.docx]);
    expect(saved.body.data.handouts?.map((h) => h.id)).toEqual([files.docx]);
    expect((await lessonOf(learner.headers, course.courseId, lesson))?.handouts?.map((h) => h.id)).toEqual([
      files.docx,
    ]);
    // The PDF is still the handout of the lesson created above; once that one lets go too, it is nobody's.
    const inUse = await call(app, 'DELETE', '/api/admin/sys-file', admin, [files.docx]);
    expect(inUse.body).toMatchObject({ code: 1 });
    expect(inUse.body.msg).toContain('讲义');
    await saveHandouts(admin, lesson, []);
    expect((await lessonOf(learner.headers, course.courseId, lesson))?.handouts).toEqual([]);
    expect((await download(learner.headers, files.docx)).statusCode).toBe(404);
  });
});

describe('a lesson video', () => {
  it('cannot be a handout', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [10]);
    const lesson = await lessonOf(admin, courseId, lessons[0] ?? '');
    const video = (lesson as { fileId?: string } | undefined)?.fileId ?? '';
    const res = await saveHandouts(admin, lessons[0] ?? '', [video]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1);
  });
});
