import type { DrawRule, ExamInput } from '@contract/exam';
import type { Draft } from './exam-draft';

/** A checked draft as sent: numbers parsed, only the chosen mode's questions, the window's times with seconds. */
export function examInputOf(d: Draft, courseId: string): ExamInput {
  return {
    courseId,
    title: d.title.trim(),
    description: d.description.trim(),
    mode: d.mode,
    items:
      d.mode === 'fixed' ? d.items.map((i) => ({ questionId: i.questionId, score: Number(i.score) })) : [],
    rules:
      d.mode === 'random'
        ? d.rules.map((r): DrawRule => ({
            type: r.type,
            categoryId: r.categoryId,
            count: Number(r.count),
            score: Number(r.score),
          }))
        : [],
    passScore: Number(d.passScore),
    durationMin: Number(d.durationMin),
    attemptsAllowed: Number(d.attemptsAllowed),
    openAt: d.openAt ? `${d.openAt}:00` : null,
    closeAt: d.closeAt ? `${d.closeAt}:00` : null,
    shuffleQuestions: d.shuffleQuestions,
    shuffleOptions: d.shuffleOptions,
    showScore: d.showScore,
    showAnalysis: d.showAnalysis,
    graceHours: Number(d.graceHours),
    reviewFill: d.reviewFill,
  };
}
