import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eduExam, eduExamAttempt, eduExamQuestion, eduQuestion } from '../../src/server/db/schema';
import { call, newLearner } from './edu-helpers';

/** Exams made straight in the database (the staff calls have their own tests), for the learner's tests. */

export type QuestionSeed = {
  type: 'single' | 'multiple' | 'judge' | 'fill';
  answer: string | string[] | string[][];
  score: number;
  options?: number;
  categoryId?: number | null;
};

export const JUDGE_OPTIONS = [
  { key: 'T', text: 'True' },
  { key: 'F', text: 'False' },
];
const optionsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: 'ABCDEFGH'[i]!, text: `option ${i}` }));

export async function insertQuestions(app: FastifyInstance, tenantId: number, qs: QuestionSeed[]) {
  return app.database.db
    .insert(eduQuestion)
    .values(
      qs.map((q, i) => ({
        tenantId,
        categoryId: q.categoryId ?? null,
        type: q.type,
        stem: `<p>Question ${i + 1} SECRET-STEM</p>`,
        options: q.type === 'judge' ? JUDGE_OPTIONS : q.type === 'fill' ? [] : optionsOf(q.options ?? 4),
        answer: q.answer,
        score: q.score,
        explanation: `EXPLANATION-${i + 1}`,
      })),
    )
    .returning();
}

export type ExamOverrides = Partial<typeof eduExam.$inferInsert>;

/** A published fixed exam on the course with these questions (their bank scores), open now for a day. */
export async function insertExam(
  app: FastifyInstance,
  courseId: string,
  questions: { id: number; score: number }[],
  o: ExamOverrides = {},
  tenantId = 1,
) {
  const now = Date.now();
  const [exam] = await app.database.db
    .insert(eduExam)
    .values({
      tenantId,
      courseId: Number(courseId),
      title: 'Test exam',
      status: 'published',
      mode: 'fixed',
      totalScore: questions.reduce((s, q) => s + q.score, 0),
      passScore: 1,
      durationMin: 30,
      attemptsAllowed: 0,
      openAt: new Date(now - 3600_000),
      closeAt: new Date(now + 24 * 3600_000),
      ...o,
    })
    .returning();
  if (questions.length)
    await app.database.db
      .insert(eduExamQuestion)
      .values(
        questions.map((q, i) => ({ tenantId, examId: exam!.id, questionId: q.id, sort: i, score: q.score })),
      );
  return exam!;
}

/** A learner approved on a fresh online course. */
export async function enrolledLearner(app: FastifyInstance, courseId: string, name: string) {
  const l = await newLearner(app, name);
  const e = await call(app, 'POST', '/api/edu/enrolment', l.headers, { courseId });
  if (e.body.code !== 0) throw new Error(`enrol ${name}: ${JSON.stringify(e.body)}`);
  return l;
}

export async function setAttempt(
  app: FastifyInstance,
  id: string,
  change: Partial<typeof eduExamAttempt.$inferInsert>,
) {
  await app.database.db
    .update(eduExamAttempt)
    .set(change)
    .where(eq(eduExamAttempt.id, Number(id)));
}

export async function setExam(
  app: FastifyInstance,
  id: number,
  change: Partial<typeof eduExam.$inferInsert>,
) {
  await app.database.db.update(eduExam).set(change).where(eq(eduExam.id, id));
}

let seq = 0;
export const clientId = () => `client-${Date.now()}-${++seq}`;
