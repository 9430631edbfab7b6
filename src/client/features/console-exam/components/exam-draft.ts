import {
  DEFAULT_GRACE_HOURS,
  type AnalysisRelease,
  type PaperMode,
  type QuestionType,
  type ScoreRelease,
} from '@contract/exam-rules';
import { type Exam } from '@contract/exam';
import { shortTime } from '@/lib/format';

/** The exam form's draft: what its fields hold (numbers as typed), made from an exam and checked before sending. */

export type Item = { questionId: string; type: QuestionType; stem: string; score: string };
export type Rule = { type: QuestionType; categoryId: string | null; count: string; score: string };
export type Draft = {
  course: { id: string; title: string } | null;
  title: string;
  description: string;
  mode: PaperMode;
  items: Item[];
  rules: Rule[];
  passScore: string;
  durationMin: string;
  attemptsAllowed: string;
  openAt: string | null;
  closeAt: string | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  showScore: ScoreRelease;
  showAnalysis: AnalysisRelease;
  graceHours: string;
  reviewFill: boolean;
};

export function draftOf(e: Exam | undefined): Draft {
  return {
    course: e ? { id: e.courseId, title: e.courseTitle } : null,
    title: e?.title ?? '',
    description: e?.description ?? '',
    mode: e?.mode ?? 'fixed',
    items: (e?.items ?? []).map((i) => ({ ...i, score: String(i.score) })),
    rules: (e?.rules ?? []).map((r) => ({ ...r, count: String(r.count), score: String(r.score) })),
    passScore: String(e?.passScore ?? 60),
    durationMin: String(e?.durationMin ?? 60),
    attemptsAllowed: String(e?.attemptsAllowed ?? 1),
    openAt: e?.openAt ? shortTime(e.openAt) : null,
    closeAt: e?.closeAt ? shortTime(e.closeAt) : null,
    shuffleQuestions: e?.shuffleQuestions ?? false,
    shuffleOptions: e?.shuffleOptions ?? false,
    showScore: e?.showScore ?? 'after_submit',
    showAnalysis: e?.showAnalysis ?? 'after_submit',
    graceHours: String(e?.graceHours ?? DEFAULT_GRACE_HOURS),
    reviewFill: e?.reviewFill ?? false,
  };
}

/** What the window's fields accept: the wire time without seconds, as the course editor's time fields do. */
export const WIRE_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
export const SCORE = /^\d{1,4}(\.\d)?$/;
export const INT = /^\d{1,4}$/;
export const positive = (v: string) => SCORE.test(v) && Number(v) > 0;

/** The paper's total: its fixed questions' scores, or each rule's count × score. */
export const totalOf = (d: Pick<Draft, 'mode' | 'items' | 'rules'>) =>
  d.mode === 'fixed'
    ? d.items.reduce((s, i) => s + (Number(i.score) || 0), 0)
    : d.rules.reduce((s, r) => s + (Number(r.count) || 0) * (Number(r.score) || 0), 0);
