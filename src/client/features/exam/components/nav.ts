import { useSearch } from '@tanstack/react-router';
import { searchText } from '@/lib/search-params';

/** The exam screens' search params: ids as strings (the router parses a bare number as a number). */
export function useExamSearch(): { attemptId: string; examId: string } {
  const s: { attemptId?: unknown; examId?: unknown } = useSearch({ strict: false });
  return { attemptId: searchText(s.attemptId), examId: searchText(s.examId) };
}

/** Search params for a link to an exam screen (the routes take them without a schema, to stay small). */
export const examSearch = (p: { attemptId: string; examId?: string }) => p as never;
