import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type { Course } from '@contract/edu';
import type { Page } from '@contract/envelope';
import type {
  AttemptDetail,
  AttemptRow,
  AttemptStats,
  Exam,
  ExamInput,
  ExamStatus,
  Question,
  QuestionCategory,
  QuestionInput,
} from '@contract/exam';
import type { FileRecord } from '@contract/material';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { consoleExamKeys, type AttemptFilter, type ExamFilter, type QuestionFilter } from './keys';

/** The staff calls of DESIGN §9 (src/server/modules/exam): question bank, papers, attempts. */

// ---- Question bank ----

export const categoriesQuery = () =>
  queryOptions({
    queryKey: consoleExamKeys.categories(),
    queryFn: () => request<QuestionCategory[]>('edu/question/category/list'),
  });
export const saveCategory = (c: { id?: string; name: string }) =>
  request<QuestionCategory>('edu/question/category', { method: c.id ? 'put' : 'post', json: c });
export const deleteCategory = (id: string) =>
  request<boolean>('edu/question/category', { method: 'delete', json: [id] });

export const questionsQuery = (f: QuestionFilter) =>
  queryOptions({
    queryKey: consoleExamKeys.questionsOf(f),
    queryFn: () => request<Page<Question>>('edu/question/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });
/** One page of the bank for a chooser (the paper's fixed questions). */
export const loadQuestions = (f: QuestionFilter) =>
  request<Page<Question>>('edu/question/page', { searchParams: toSearchParams(f) });
export const saveQuestion = (q: QuestionInput & { id?: string }) =>
  request<Question>('edu/question', { method: q.id ? 'put' : 'post', json: q });
export const deleteQuestions = (ids: string[]) =>
  request<boolean>('edu/question', { method: 'delete', json: ids });
export const exportQuestions = (f: Omit<QuestionFilter, 'current' | 'size'> & { ids?: string[] }) =>
  downloadFile('edu/question/export', f, t`questions.xlsx`);
export const QUESTION_IMPORT_URL = 'edu/question/import';
export const QUESTION_TEMPLATE_URL = 'edu/question/template';

/** Images of the material library, for a stem's pictures. */
export const loadImages = (q: { original?: string; current: number; size: number }) =>
  request<Page<FileRecord>>('admin/sys-file/page', { searchParams: toSearchParams({ ...q, type: 'image' }) });

// ---- Papers ----

export const examsQuery = (f: ExamFilter) =>
  queryOptions({
    queryKey: consoleExamKeys.examsOf(f),
    queryFn: () => request<Page<Exam>>('edu/exam/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });
export const examQuery = (id: string) =>
  queryOptions({
    queryKey: consoleExamKeys.exam(id),
    queryFn: () => request<Exam>(`edu/exam/details/${id}`),
  });
export const loadExams = (f: ExamFilter) =>
  request<Page<Exam>>('edu/exam/page', { searchParams: toSearchParams(f) });
export const saveExam = (e: ExamInput & { id?: string }) =>
  request<Exam>('edu/exam', { method: e.id ? 'put' : 'post', json: e });
export const setExamStatus = (id: string, status: ExamStatus) =>
  request<Exam>('edu/exam', { method: 'put', json: { id, status } });
export const deleteExams = (ids: string[]) => request<boolean>('edu/exam', { method: 'delete', json: ids });

/** Courses for the paper's course picker (drafts included: a paper may be written before the course opens). */
export const loadCourses = (q: { keyword?: string; current: number; size: number }) =>
  request<Page<Course>>('edu/course/page', { searchParams: toSearchParams({ ...q, console: 'true' }) });

// ---- Attempts ----

export const attemptsQuery = (f: AttemptFilter) =>
  queryOptions({
    queryKey: consoleExamKeys.attemptsOf(f),
    queryFn: () => request<Page<AttemptRow>>('edu/exam/attempt/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });
export const statsQuery = (examId: string) =>
  queryOptions({
    queryKey: consoleExamKeys.stats(examId),
    queryFn: () => request<AttemptStats>('edu/exam/attempt/stats', { searchParams: { examId } }),
  });
export const attemptQuery = (id: string) =>
  queryOptions({
    queryKey: consoleExamKeys.attempt(id),
    queryFn: () => request<AttemptDetail>(`edu/exam/attempt/details/${id}`),
  });
export const reviewAttempt = (r: {
  id: string;
  marks: { questionId: string; mark: number }[];
  decision?: 'accept' | 'reject';
  note?: string;
}) => request<AttemptDetail>('edu/exam/attempt/review', { method: 'put', json: r });
export const reopenAttempt = (id: string, minutes: number) =>
  request<AttemptDetail>('edu/exam/attempt/reopen', { method: 'put', json: { id, minutes } });
export const exportAttempts = (f: Omit<AttemptFilter, 'current' | 'size'>) =>
  downloadFile('edu/exam/attempt/export', f, t`exam-results.xlsx`);
