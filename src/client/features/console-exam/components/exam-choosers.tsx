import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Course } from '@contract/course';
import { MAX_QUESTIONS_PER_PAPER } from '@contract/exam-rules';
import { type Question, type QuestionCategory } from '@contract/exam';
import { RecordChooser } from '@/components/record-chooser';
import { loadCourses, loadQuestions } from '../api/exam-admin';
import { useExamLabels } from './labels';
import { plainText } from './plain-text';
import type { Draft, Item } from './exam-draft';

/** The exam form's choosers: its course, and questions from the bank (added after the paper's own, up to the cap). */
export function ExamChoosers({
  picking,
  onClose,
  categories,
  items,
  onCourse,
  onItems,
}: {
  picking: 'course' | 'questions' | null;
  onClose: () => void;
  categories: QuestionCategory[];
  items: Item[];
  onCourse: (course: NonNullable<Draft['course']>) => void;
  onItems: (items: Item[]) => void;
}) {
  const { t } = useLingui();
  const labels = useExamLabels();
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
  return (
    <>
      <RecordChooser<Course>
        open={picking === 'course'}
        onClose={onClose}
        title={t`Choose the course`}
        load={loadCourse}
        rowKey={(c) => c.id}
        initial={[]}
        columns={[{ key: 'title', title: t`Title`, render: (c) => c.title, userContent: true }]}
        onConfirm={([c]) => {
          onClose();
          if (c) onCourse({ id: c.id, title: c.title });
        }}
      />
      <RecordChooser<Question>
        open={picking === 'questions'}
        onClose={onClose}
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
          onClose();
          const have = new Set(items.map((i) => i.questionId));
          const added = qs
            .filter((q) => !have.has(q.id))
            .map((q) => ({ questionId: q.id, type: q.type, stem: q.stem, score: String(q.score) }));
          onItems([...items, ...added].slice(0, MAX_QUESTIONS_PER_PAPER));
        }}
      />
    </>
  );
}
