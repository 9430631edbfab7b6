import { useLingui } from '@lingui/react/macro';
import { INT, positive, SCORE, totalOf, WIRE_MINUTE, type Draft } from './exam-draft';

/** What stops a draft from being saved, in words; undefined when nothing does. */
export function useExamProblem() {
  const { t } = useLingui();
  return (d: Draft): string | undefined => {
    const total = totalOf(d);
    if (!d.course) return t`Please choose the course`;
    if (!d.title.trim()) return t`Please enter the title`;
    if (d.mode === 'fixed' && d.items.length === 0) return t`Choose at least one question from the bank`;
    if (d.mode === 'fixed' && d.items.some((i) => !positive(i.score)))
      return t`Every question needs a score above 0`;
    if (d.mode === 'random' && d.rules.length === 0) return t`Add at least one drawing rule`;
    if (
      d.mode === 'random' &&
      d.rules.some((r) => !INT.test(r.count) || Number(r.count) < 1 || !positive(r.score))
    )
      return t`Every rule needs a count of at least 1 and a score above 0`;
    if (!SCORE.test(d.passScore) || Number(d.passScore) > total)
      return t`The pass score is a number no higher than the total (${total})`;
    if (!INT.test(d.durationMin) || Number(d.durationMin) < 1)
      return t`The duration is a whole number of minutes`;
    if (!INT.test(d.attemptsAllowed)) return t`Attempts allowed is a whole number (0 for unlimited)`;
    if (!INT.test(d.graceHours)) return t`The grace window is a whole number of hours`;
    if ((d.openAt && !WIRE_MINUTE.test(d.openAt)) || (d.closeAt && !WIRE_MINUTE.test(d.closeAt)))
      return t`Use the format yyyy-MM-dd HH:mm, e.g. 2026-03-01 09:00`;
    if (d.openAt && d.closeAt && d.openAt >= d.closeAt) return t`The exam must close after it opens`;
    return undefined;
  };
}
