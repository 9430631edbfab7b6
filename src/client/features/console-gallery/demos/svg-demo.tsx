import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './widgets.css';

/** Outline icons as inline SVG: 1em, the text's colour, hidden from screen readers (the text beside names them). */
const ICONS = {
  book: { d: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5' },
  calendar: { d: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4' },
  award: { d: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8.5 13 7 21l5-3 5 3-1.5-8' },
};
function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={ICONS[name].d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** A course's completion as a ring, named by its <title> for screen readers (role img: one picture, one name). */
function Ring({ title, done, total }: { title: string; done: number; total: number }) {
  const { t } = useLingui();
  const id = useId();
  const radius = 36;
  const length = 2 * Math.PI * radius;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <svg className="gallery-ring" viewBox="0 0 88 88" width="88" height="88" role="img" aria-labelledby={id}>
      <title id={id}>{t`${title}: ${done} of ${total} lessons completed (${percent}%)`}</title>
      <circle cx="44" cy="44" r={radius} fill="none" stroke="#e5e7eb" strokeWidth="8" />
      <circle
        className="gallery-ring-arc"
        cx="44"
        cy="44"
        r={radius}
        fill="none"
        stroke="#0958d9"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={length}
        strokeDashoffset={length * (1 - percent / 100)}
        transform="rotate(-90 44 44)"
      />
      <text x="44" y="50" textAnchor="middle" fontSize="17" fill="#1f2937">
        {percent}%
      </text>
    </svg>
  );
}

/** SVG: inline icons beside their words, and completion rings drawn from each course's figures. */
export default function SvgDemo() {
  const { t } = useLingui();
  const groupId = useId();
  const [done, setDone] = useState(3);
  const courses = [
    { id: 'safety', title: t`Workplace safety basics`, done, total: 8 },
    { id: 'aid', title: t`First aid`, done: 5, total: 5 },
    { id: 'fire', title: t`Fire drills`, done: 0, total: 4 },
  ];
  return (
    <div className="gallery-w-stack">
      <ul className="gallery-icon-words">
        <li>
          <Icon name="book" /> <Trans>Courses</Trans>
        </li>
        <li>
          <Icon name="calendar" /> <Trans>Sessions</Trans>
        </li>
        <li>
          <Icon name="award" /> <Trans>Certificates</Trans>
        </li>
      </ul>
      <ul className="gallery-rings">
        {courses.map((c) => (
          <li key={c.id}>
            <Ring title={c.title} done={c.done} total={c.total} />
            <span>{c.title}</span>
          </li>
        ))}
      </ul>
      <div className="gallery-w-actions" role="group" aria-labelledby={groupId}>
        <span id={groupId}>{t`Lessons of the first course:`}</span>
        <Button size="small" disabled={done === 0} onClick={() => setDone(done - 1)}>
          <Trans>One lesson less</Trans>
        </Button>
        <Button size="small" disabled={done === 8} onClick={() => setDone(done + 1)}>
          <Trans>One lesson more</Trans>
        </Button>
      </div>
    </div>
  );
}
