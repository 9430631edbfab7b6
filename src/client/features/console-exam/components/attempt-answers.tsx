import { DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { langOf } from '@/components/user-content';
import { attemptQuery } from '../api/exam-admin';
import { answerText, useExamLabels } from './labels';

/**
 * An attempt's answers at a glance, under its row in the results grid: per question its type, the answer given,
 * the right one and the mark. Reviewing and re-opening stay in the attempt's drawer.
 */
export function AttemptAnswers({ id }: { id: string }) {
  const { t } = useLingui();
  const labels = useExamLabels();
  const detail = useQuery(attemptQuery(id));
  const a = detail.data;
  if (!a) return <DotLoading className="loading-dots" />;
  const judge = { T: t`True`, F: t`False` };
  return (
    <table className="attempt-answers-table" data-testid="attempt-answers">
      <thead>
        <tr>
          <th scope="col">{t`No.`}</th>
          <th scope="col">{t`Type`}</th>
          <th scope="col">{t`Answer given`}</th>
          <th scope="col">{t`Right answer`}</th>
          <th scope="col">{t`Mark`}</th>
        </tr>
      </thead>
      <tbody>
        {a.questions.map((q, i) => {
          const given = answerText(q.type, q.value, judge);
          const right = answerText(q.type, q.answer, judge);
          return (
            <tr key={q.questionId}>
              <td>{i + 1}</td>
              <td>{labels.type[q.type]}</td>
              <td translate="no" lang={langOf(given)}>
                {given || t`Not answered`}
              </td>
              <td translate="no" lang={langOf(right)}>
                {right}
              </td>
              <td>
                {q.mark ?? '—'} / {q.score}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
