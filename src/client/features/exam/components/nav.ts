import { useSearch } from '@tanstack/react-router';

/** The exam screens' search params: ids as strings (the router parses a bare number as a number). */
export function useExamSearch(): { attemptId: string; examId: string } {
  const s = useSearch({ strict: false }) as { attemptId?: unknown; examId?: unknown };
  const id = (v: unknown) => (v == null ? '' : String(v));
  return { attemptId: id(s.attemptId), examId: id(s.examId) };
}

/** Search params for a link to an exam screen (the routes take them without a schema, to stay small). */
export const examSearch = (p: { attemptId: string; examId?: string }) => p as never;
