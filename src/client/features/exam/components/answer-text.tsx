import { useLingui } from '@lingui/react/macro';
import type { AnswerValue, QuestionAnswer, QuestionOption } from '@contract/exam';
import type { QuestionType } from '@contract/exam-rules';
import { positionLetter } from './question-view';

/** An answer for people: option keys with their text, True/False, or the blanks' texts. */
export function useAnswerText() {
  const { t } = useLingui();
  const keyText = (type: QuestionType, options: QuestionOption[], key: string) =>
    type === 'judge'
      ? key === 'T'
        ? t`True`
        : t`False`
      : `${positionLetter(options.findIndex((o) => o.key === key))}. ${options.find((o) => o.key === key)?.text ?? ''}`;
  return {
    value(type: QuestionType, options: QuestionOption[], v: AnswerValue | undefined): string {
      if (v == null || (Array.isArray(v) && v.every((x) => !x.trim())) || v === '') return t`(no answer)`;
      if (type === 'fill') return (Array.isArray(v) ? v : [v]).map((x) => x || '—').join(' / ');
      return (Array.isArray(v) ? v : [v]).map((k) => keyText(type, options, k)).join('; ');
    },
    right(type: QuestionType, options: QuestionOption[], a: QuestionAnswer | null): string {
      if (a == null) return '';
      if (type === 'fill')
        return (a as string[][])
          .map((alts) => (Array.isArray(alts) ? alts.join(' | ') : String(alts)))
          .join(' / ');
      return (Array.isArray(a) ? (a as string[]) : [a]).map((k) => keyText(type, options, k)).join('; ');
    },
  };
}
