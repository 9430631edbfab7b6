import { useSearch } from '@tanstack/react-router';
import { idOf } from '@contract/constants';

/** The exam screens' search params: ids as strings ('' when absent or not an id). */
export function useExamSearch(): { attemptId: string; examId: string } {
  const s: { attemptId?: unknown; examId?: unknown } = useSearch({ strict: false });
  return { attemptId: idOf(s.attemptId) ?? '', examId: idOf(s.examId) ?? '' };
}

/** Search params for a link to an exam screen (the routes take them without a schema, to stay small). */
export const examSearch = (p: { attemptId: string; examId?: string }) => p as never;
