import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidating, useRefresh } from '@/lib/mutation';
import { t } from '@lingui/core/macro';
import type { Course } from '@contract/course';
import type { Envelope, Page } from '@contract/envelope';
import type { AttemptDetail, AttemptRow, AttemptStats } from '@contract/exam-attempts';
import type { Exam, ExamInput, Question, QuestionCategory, QuestionInput } from '@contract/exam';
import type { ExamStatus } from '@contract/exam-rules';
import type { FileRecord } from '@contract/file';
import { api, request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { consoleExamKeys, type AttemptFilter, type ExamFilter, type QuestionFilter } from './keys';

/** The staff calls of exams (src/server/modules/exam): question bank, papers, attempts. */

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

/** Add or rename a category; the whole bank (categories, their counts, questions) is refetched. */
export const saveCategoryMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.root, saveCategory);
export const useSaveCategory = () => useMutation(saveCategoryMutation(useQueryClient()));

/** Delete a category; the whole bank is refetched. */
export const deleteCategoryMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.root, deleteCategory);
export const useDeleteCategory = () => useMutation(deleteCategoryMutation(useQueryClient()));

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

/** Delete several questions; the whole bank is refetched. */
export const deleteQuestionsMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.root, deleteQuestions);
export const useDeleteQuestions = () => useMutation(deleteQuestionsMutation(useQueryClient()));
/** Save a question (create without an id); the whole bank is refetched. */
export const saveQuestionMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.root, saveQuestion);
export const useSaveQuestion = () => useMutation(saveQuestionMutation(useQueryClient()));
export const deleteQuestionMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.root, (id: string) => deleteQuestions([id]));
export const useDeleteQuestion = () => useMutation(deleteQuestionMutation(useQueryClient()));
/** The bank's lists fetched again (the toolbar's refresh, after an import). */
export const useRefreshBank = () => useRefresh(consoleExamKeys.root);
export const exportQuestions = (f: Omit<QuestionFilter, 'current' | 'size'> & { ids?: string[] }) =>
  downloadFile('edu/question/export', f, t`questions.xlsx`);
/** The bank's Excel import: the server's answer whatever its code (it lists the bad rows). */
export const importQuestions = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post('edu/question/import', { body, throwHttpErrors: false }).json<Envelope<unknown>>();
};
/** The sheet to fill in, saved as fileName. */
export const downloadQuestionTemplate = (fileName: string) =>
  downloadFile('edu/question/template', {}, fileName);

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

/** Save a paper (create without an id); the paper lists are refetched. */
export const saveExamMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.exams(), saveExam);
export const useSaveExam = () => useMutation(saveExamMutation(useQueryClient()));
export const deleteExamMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.exams(), (id: string) => deleteExams([id]));
export const useDeleteExam = () => useMutation(deleteExamMutation(useQueryClient()));
export const useRefreshExams = () => useRefresh(consoleExamKeys.exams());

/** Publish or unpublish a paper; the paper lists are refetched. */
export const examStatusMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.exams(), ({ id, to }: { id: string; to: ExamStatus }) =>
    setExamStatus(id, to),
  );
export const useExamStatus = () => useMutation(examStatusMutation(useQueryClient()));

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

/** Mark an attempt by hand, or accept or reject a late one; the attempt lists are refetched. */
export const reviewAttemptMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.attempts(), reviewAttempt);
export const useReviewAttempt = () => useMutation(reviewAttemptMutation(useQueryClient()));

/** Re-open a submitted attempt for some minutes; the attempt lists are refetched. */
export const reopenAttemptMutation = (client: QueryClient) =>
  invalidating(client, consoleExamKeys.attempts(), ({ id, minutes }: { id: string; minutes: number }) =>
    reopenAttempt(id, minutes),
  );
export const useReopenAttempt = () => useMutation(reopenAttemptMutation(useQueryClient()));
export const exportAttempts = (f: Omit<AttemptFilter, 'current' | 'size'>) =>
  downloadFile('edu/exam/attempt/export', f, t`exam-results.xlsx`);
