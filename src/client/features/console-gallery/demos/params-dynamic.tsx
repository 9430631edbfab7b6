import { Link, useParams } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import './widgets.css';
import { langOf } from '@/components/user-content';

type Course = { id: string; title: string; hours: number; teacher: string };

function useCourses(): Course[] {
  const { t } = useLingui();
  return [
    { id: '101', title: t`Workplace safety basics`, hours: 8, teacher: 'Li Na' },
    { id: '102', title: t`First aid`, hours: 6, teacher: 'Wang Fang' },
    { id: '103', title: t`Fire drills`, hours: 4, teacher: 'Zhang Wei' },
  ];
}

/** The way back to the list: the same page without its id. */
function BackLink() {
  return (
    <Link to="/admin/gallery/$page/{-$id}" params={{ page: 'params-dynamic', id: undefined }}>
      <Trans>← Back to the list</Trans>
    </Link>
  );
}

/**
 * Dynamic routing parameters: the route `/admin/gallery/$page/{-$id}` has an optional id in its path. Without
 * it the page lists the records; with it (useParams), it shows that one. Each address is a tab of its own.
 */
export default function ParamsDynamicDemo() {
  const { id } = useParams({ strict: false });
  const courses = useCourses();
  if (id === undefined)
    return (
      <div className="gallery-w-stack">
        <p className="gallery-w-note">
          <Trans>Open a course: its id goes into the address, as /admin/gallery/params-dynamic/101.</Trans>
        </p>
        <ul className="gallery-w-links">
          {courses.map((c) => (
            <li key={c.id}>
              <Link to="/admin/gallery/$page/{-$id}" params={{ page: 'params-dynamic', id: c.id }}>
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  const course = courses.find((c) => c.id === id);
  if (!course)
    return (
      <div className="gallery-w-stack">
        <p>
          <Trans>
            There is no course with the id <code translate="no">{id}</code>.
          </Trans>
        </p>
        <BackLink />
      </div>
    );
  const { hours } = course;
  return (
    <article className="gallery-w-stack">
      <h2>{course.title}</h2>
      <dl className="gallery-w-facts">
        <dt>
          <Trans>Id (from the path)</Trans>
        </dt>
        <dd translate="no" lang={langOf(course.id)}>
          {course.id}
        </dd>
        <dt>
          <Trans>Teacher</Trans>
        </dt>
        <dd translate="no" lang={langOf(course.teacher)}>
          {course.teacher}
        </dd>
        <dt>
          <Trans>Length</Trans>
        </dt>
        <dd>{plural(hours, { one: '# hour', other: '# hours' })}</dd>
      </dl>
      <BackLink />
    </article>
  );
}
