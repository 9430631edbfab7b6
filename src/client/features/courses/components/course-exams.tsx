import { List } from 'antd-mobile';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { myExamsQuery, openExamCount } from '@/api/exams';
import { titleIn, TITLES } from '@/lib/route-titles';
import { useUser } from '@/lib/session';

/**
 * A signed-in learner's way from a course to its exams: shown where this course has exams for them (My exams'
 * own answer, one cache with the home page's count), with how many are open now. A visitor, or a learner the
 * course has no exam for, sees nothing: the course's exams are only ever sat from My exams.
 */
export function CourseExams({ courseId }: { courseId: string }) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const mine = useQuery({ ...myExamsQuery(), enabled: !!user }).data;
  const exams = mine?.exams.filter((e) => e.courseId === courseId) ?? [];
  if (!mine || exams.length === 0) return null;
  // A member, not a name, in the message: its placeholder is {0}, the home entry's message, one translation.
  const count = { open: openExamCount({ ...mine, exams }) };
  return (
    <List data-testid="course-exams">
      <List.Item extra={count.open > 0 ? t`(${count.open} open)` : null}>
        <Link to="/person/test/test" data-testid="course-exams-link">
          {titleIn(TITLES.test, i18n.locale === 'en' ? 'en' : 'zh-cn')}
        </Link>
      </List.Item>
    </List>
  );
}
