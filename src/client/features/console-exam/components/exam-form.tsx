import { useCallback, useState } from 'react';
import { TextArea } from 'antd-mobile';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Space } from '@/components/ui/space';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@contract/edu';
import {
  MAX_QUESTIONS_PER_PAPER,
  type DrawRule,
  type Exam,
  type ExamInput,
  type PaperMode,
  type Question,
  type QuestionCategory,
} from '@contract/exam';
import { ChoiceGroup } from '@/components/choice-group';
import { DataTable } from '@/components/data-table';
import { RecordChooser } from '@/components/record-chooser';
import { Toggle } from '@/components/toggle';
import { loadCourses, loadQuestions } from '../api/exam-admin';
import { choicesOf, useExamLabels } from './labels';
import { plainText } from './plain-text';
import {
  draftOf,
  INT,
  positive,
  SCORE,
  totalOf,
  WIRE_MINUTE,
  type Draft,
  type Item,
  type Rule,
} from './exam-draft';

export { totalOf };

/** A paper: its course, its questions (fixed or drawn), scores, time, attempts, window and what learners see when. */
export function ExamForm({
  exam,
  categories,
  busy,
  onSubmit,
}: {
  exam?: Exam;
  categories: QuestionCategory[];
  busy: boolean;
  onSubmit: (e: ExamInput) => void;
}) {
  const { t } = useLingui();
  const labels = useExamLabels();
  const [d, setD] = useState<Draft>(() => draftOf(exam));
  const [problem, setProblem] = useState<string>();
  const [picking, setPicking] = useState<'course' | 'questions' | null>(null);
  const set = (patch: Partial<Draft>) => setD((old) => ({ ...old, ...patch }));
  const total = totalOf(d);
  const loadCourse = useCallback(
    (q: { text?: string; current: number; size: number }) =>
      loadCourses({ keyword: q.text, current: q.current, size: q.size }),
    [],
  );
  const loadBank = useCallback(
    (q: { text?: string; treeId?: string; current: number; size: number }) =>
      loadQuestions({ keyword: q.text, categoryId: q.treeId, current: q.current, size: q.size }),
    [],
  );
  const setItem = (i: number, patch: Partial<Item>) =>
    set({ items: d.items.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const move = (i: number, by: number) => {
    const items = d.items.slice();
    items.splice(i + by, 0, ...items.splice(i, 1));
    set({ items });
  };
  const setRule = (i: number, patch: Partial<Rule>) =>
    set({ rules: d.rules.map((x, j) => (j === i ? { ...x, ...patch } : x)) });

  const problemOf = (): string | undefined => {
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
  const save = () => {
    const p = problemOf();
    setProblem(p);
    if (p || !d.course) return;
    onSubmit({
      courseId: d.course.id,
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
    });
  };

  const categoryChoices = categories.map((c) => ({
    label: <span translate="no">{c.name}</span>,
    value: c.id,
  }));
  return (
    <div className="exam-form" data-testid="exam-form">
      <div className="form-row">
        <span>{t`Course`}</span>
        <Space>
          <b translate="no" data-testid="exam-course">
            {d.course?.title ?? t`None chosen`}
          </b>
          <Button size="mini" onClick={() => setPicking('course')} data-testid="exam-course-pick">
            <Trans>Choose the course</Trans>
          </Button>
        </Space>
      </div>
      <label className="form-row">
        <span>{t`Title`}</span>
        <Input
          value={d.title}
          onChange={(title) => set({ title })}
          maxLength={128}
          data-testid="exam-title"
        />
      </label>
      <label className="form-row">
        <span>{t`Description`}</span>
        <TextArea
          value={d.description}
          onChange={(description) => set({ description })}
          rows={2}
          maxLength={2000}
        />
      </label>
      <div className="form-row">
        <span>{t`Questions`}</span>
        <ChoiceGroup
          aria-label={t`Questions`}
          value={d.mode}
          onChange={(mode) => mode && set({ mode })}
          options={[
            { label: t`Fixed: chosen from the bank`, value: 'fixed' as PaperMode },
            { label: t`Random: drawn per attempt by rules`, value: 'random' as PaperMode },
          ]}
          data-testid="exam-mode"
        />
      </div>
      {d.mode === 'fixed' ? (
        <div className="form-row" data-testid="exam-items">
          <DataTable
            rows={d.items}
            rowKey={(i) => i.questionId}
            rowTestId="exam-item"
            columns={[
              { key: 'no', title: '#', render: (i) => d.items.indexOf(i) + 1 },
              { key: 'type', title: t`Type`, render: (i) => labels.type[i.type] },
              {
                key: 'stem',
                title: t`Stem`,
                render: (i) => plainText(i.stem, t`image`, 40),
                userContent: true,
              },
              {
                key: 'score',
                title: t`Score`,
                render: (i) => (
                  <Input
                    className="narrow-input"
                    value={i.score}
                    inputMode="decimal"
                    aria-label={t`Score`}
                    onChange={(score) => setItem(d.items.indexOf(i), { score })}
                    data-testid="exam-item-score"
                  />
                ),
              },
              {
                key: 'order',
                title: t`Actions`,
                render: (i) => {
                  const at = d.items.indexOf(i);
                  return (
                    <Space>
                      <Button size="mini" disabled={at === 0} onClick={() => move(at, -1)} aria-label={t`Up`}>
                        ↑
                      </Button>
                      <Button
                        size="mini"
                        disabled={at === d.items.length - 1}
                        onClick={() => move(at, 1)}
                        aria-label={t`Down`}
                      >
                        ↓
                      </Button>
                      <Button
                        size="mini"
                        fill="none"
                        color="danger"
                        onClick={() => set({ items: d.items.filter((x) => x !== i) })}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </Space>
                  );
                },
              },
            ]}
          />
          <Button
            size="mini"
            disabled={d.items.length >= MAX_QUESTIONS_PER_PAPER}
            onClick={() => setPicking('questions')}
            data-testid="exam-items-pick"
          >
            <Trans>Choose questions from the bank</Trans>
          </Button>
        </div>
      ) : (
        <div className="form-row" data-testid="exam-rules">
          {d.rules.map((r, i) => (
            <div className="rule-row" key={i} data-testid="exam-rule">
              <ChoiceGroup
                aria-label={t`Type`}
                value={r.type}
                onChange={(type) => type && setRule(i, { type })}
                options={choicesOf(labels.type)}
              />
              <ChoiceGroup
                aria-label={t`Category`}
                value={r.categoryId ?? undefined}
                onChange={(c) => setRule(i, { categoryId: c ?? null })}
                options={categoryChoices}
              />
              <Space align="center">
                <Input
                  className="narrow-input"
                  value={r.count}
                  inputMode="numeric"
                  aria-label={t`How many`}
                  onChange={(count) => setRule(i, { count })}
                  data-testid="exam-rule-count"
                />
                <Trans>questions ×</Trans>
                <Input
                  className="narrow-input"
                  value={r.score}
                  inputMode="decimal"
                  aria-label={t`Score each`}
                  onChange={(score) => setRule(i, { score })}
                  data-testid="exam-rule-score"
                />
                <Trans>points</Trans>
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  onClick={() => set({ rules: d.rules.filter((_, j) => j !== i) })}
                >
                  <Trans>Remove</Trans>
                </Button>
              </Space>
            </div>
          ))}
          <p className="hint">
            <Trans>No category chosen: the rule draws from the whole bank.</Trans>
          </p>
          <Button
            size="mini"
            onClick={() =>
              set({ rules: [...d.rules, { type: 'single', categoryId: null, count: '5', score: '2' }] })
            }
            data-testid="exam-rule-add"
          >
            <Trans>Add a rule</Trans>
          </Button>
        </div>
      )}
      <p className="exam-total" data-testid="exam-total">
        <Trans>Total score: {total}</Trans>
      </p>
      <div className="form-grid">
        <label>
          <span>{t`Pass score`}</span>
          <Input
            value={d.passScore}
            onChange={(passScore) => set({ passScore })}
            inputMode="decimal"
            data-testid="exam-pass"
          />
        </label>
        <label>
          <span>{t`Duration (minutes)`}</span>
          <Input
            value={d.durationMin}
            onChange={(durationMin) => set({ durationMin })}
            inputMode="numeric"
            data-testid="exam-duration"
          />
        </label>
        <label>
          <span>{t`Attempts allowed (0 = unlimited)`}</span>
          <Input
            value={d.attemptsAllowed}
            onChange={(attemptsAllowed) => set({ attemptsAllowed })}
            inputMode="numeric"
            data-testid="exam-attempts"
          />
        </label>
        <label>
          <span>{t`Grace window for offline submits (hours)`}</span>
          <Input
            value={d.graceHours}
            onChange={(graceHours) => set({ graceHours })}
            inputMode="numeric"
            data-testid="exam-grace"
          />
        </label>
      </div>
      <div className="form-row">
        <span>{t`Opens`}</span>
        <Input
          value={d.openAt ?? ''}
          placeholder={t`yyyy-MM-dd HH:mm`}
          onChange={(v) => set({ openAt: v.trim() || null })}
          data-testid="exam-open"
        />
      </div>
      <div className="form-row">
        <span>{t`Closes`}</span>
        <Input
          value={d.closeAt ?? ''}
          placeholder={t`yyyy-MM-dd HH:mm`}
          onChange={(v) => set({ closeAt: v.trim() || null })}
          data-testid="exam-close"
        />
      </div>
      <p className="hint">
        <Trans>
          Empty: open as soon as published, and never closed. An attempt never runs past the close.
        </Trans>
      </p>
      <div className="form-grid">
        <label>
          <span>{t`Shuffle questions`}</span>
          <Toggle checked={d.shuffleQuestions} onChange={(shuffleQuestions) => set({ shuffleQuestions })} />
        </label>
        <label>
          <span>{t`Shuffle options`}</span>
          <Toggle checked={d.shuffleOptions} onChange={(shuffleOptions) => set({ shuffleOptions })} />
        </label>
        <label>
          <span>{t`Review fill-in answers that match no accepted answer`}</span>
          <Toggle
            checked={d.reviewFill}
            onChange={(reviewFill) => set({ reviewFill })}
            data-testid="exam-review-fill"
          />
        </label>
      </div>
      <div className="form-row">
        <span>{t`Score shown`}</span>
        <ChoiceGroup
          aria-label={t`Score shown`}
          value={d.showScore}
          onChange={(showScore) => showScore && set({ showScore })}
          options={choicesOf(labels.scoreRelease)}
        />
      </div>
      <div className="form-row">
        <span>{t`Analysis shown`}</span>
        <ChoiceGroup
          aria-label={t`Analysis shown`}
          value={d.showAnalysis}
          onChange={(showAnalysis) => showAnalysis && set({ showAnalysis })}
          options={choicesOf(labels.analysisRelease)}
        />
      </div>
      {problem && (
        <p role="alert" className="form-problem" data-testid="exam-problem">
          {problem}
        </p>
      )}
      <Button block color="primary" loading={busy} onClick={save} data-testid="exam-save">
        <Trans>Save</Trans>
      </Button>
      <RecordChooser<Course>
        open={picking === 'course'}
        onClose={() => setPicking(null)}
        title={t`Choose the course`}
        load={loadCourse}
        rowKey={(c) => c.id}
        initial={[]}
        columns={[{ key: 'title', title: t`Title`, render: (c) => c.title, userContent: true }]}
        onConfirm={([c]) => {
          setPicking(null);
          if (c) set({ course: { id: c.id, title: c.title } });
        }}
      />
      <RecordChooser<Question>
        open={picking === 'questions'}
        onClose={() => setPicking(null)}
        title={t`Choose questions from the bank`}
        multiple
        load={loadBank}
        tree={categories.map((c) => ({ id: c.id, name: c.name }))}
        rowKey={(q) => q.id}
        columns={[
          { key: 'type', title: t`Type`, render: (q) => labels.type[q.type] },
          { key: 'stem', title: t`Stem`, render: (q) => plainText(q.stem, t`image`, 60), userContent: true },
          { key: 'score', title: t`Score`, render: (q) => q.score },
        ]}
        onConfirm={(qs) => {
          setPicking(null);
          const have = new Set(d.items.map((i) => i.questionId));
          const added = qs
            .filter((q) => !have.has(q.id))
            .map((q) => ({ questionId: q.id, type: q.type, stem: q.stem, score: String(q.score) }));
          set({ items: [...d.items, ...added].slice(0, MAX_QUESTIONS_PER_PAPER) });
        }}
      />
    </div>
  );
}
