import { useLingui } from '@lingui/react/macro';
import type {
  AnalysisRelease,
  AttemptStatus,
  ExamStatus,
  QuestionType,
  ScoreRelease,
} from '@contract/exam-rules';

/** The exam pages' names for the contract's enums, in the console's language. */
export function useExamLabels() {
  const { t } = useLingui();
  const type: Record<QuestionType, string> = {
    single: t`Single choice`,
    multiple: t`Multiple choice`,
    judge: t`True / false`,
    fill: t`Fill in the blank`,
  };
  const examStatus: Record<ExamStatus, string> = { draft: t`Draft`, published: t`Published` };
  const attemptStatus: Record<AttemptStatus, string> = {
    in_progress: t`In progress`,
    graded: t`Graded`,
    pending_review: t`Awaiting review`,
    late_review: t`Late, awaiting decision`,
    rejected: t`Rejected`,
  };
  const scoreRelease: Record<ScoreRelease, string> = {
    after_submit: t`After submitting`,
    after_close: t`After the exam closes`,
  };
  const analysisRelease: Record<AnalysisRelease, string> = { ...scoreRelease, never: t`Never` };
  return { type, examStatus, attemptStatus, scoreRelease, analysisRelease };
}

/** Options of a ChoiceGroup from such a map, in the map's order. */
export const choicesOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ label: labels[value], value }));

/**
 * A right answer or a learner's answer as one line: keys joined; a fill-in's blanks by " | ", alternatives by
 * " / ".
 */
export function answerText(
  type: QuestionType,
  value: string | string[] | string[][] | null,
  judge: { T: string; F: string },
): string {
  if (value == null) return '';
  if (typeof value === 'string')
    return type === 'judge' && (value === 'T' || value === 'F') ? judge[value] : value;
  if (type === 'fill') return value.map((v) => (Array.isArray(v) ? v.join(' / ') : v)).join(' | ');
  return value.join(', ');
}
