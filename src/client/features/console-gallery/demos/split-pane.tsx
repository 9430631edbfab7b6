import { useId, useState } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Trans, useLingui } from '@lingui/react/macro';
import './widgets.css';
import { UserContent } from '@/components/user-content';

/** A panel's own box does not scroll: its pane does, and takes the focus so the keyboard can scroll it. */
const PANE = { overflow: 'hidden' } as const;

type Course = { id: string; title: string; teacher: string; summary: string };

function useCourses(): Course[] {
  const { t } = useLingui();
  return [
    {
      id: '1',
      title: t`Workplace safety basics`,
      teacher: 'Li Na',
      summary: t`Hazards, protective equipment and what to do in an emergency.`,
    },
    {
      id: '2',
      title: t`First aid`,
      teacher: 'Wang Fang',
      summary: t`Resuscitation, bleeding, burns and fractures, practised in pairs.`,
    },
    {
      id: '3',
      title: t`Fire drills`,
      teacher: 'Zhang Wei',
      summary: t`Alarms, extinguishers and leaving the building in order.`,
    },
  ];
}

/**
 * Split pane: react-resizable-panels (v4: Group, Panel, Separator). Each separator is a focusable slider: the
 * arrow keys move it by 5%, Home and End to its ends, and Enter folds the list away and back.
 */
export default function SplitPaneDemo() {
  const { t } = useLingui();
  const notesId = useId();
  const courses = useCourses();
  const [chosen, setChosen] = useState('1');
  const [notes, setNotes] = useState('');
  const course = courses.find((c) => c.id === chosen);
  return (
    <div className="gallery-w-stack">
      <p className="gallery-w-note">
        <Trans>
          Drag a divider, or focus it with Tab and use the arrow keys; Enter folds the list away and back.
        </Trans>
      </p>
      <Group orientation="horizontal" className="gallery-panes">
        <Panel id="list" defaultSize="35%" minSize="20%" collapsible style={PANE}>
          <ul className="gallery-pane-list" aria-label={t`Courses`}>
            {courses.map((c) => (
              <li key={c.id}>
                <button type="button" aria-pressed={c.id === chosen} onClick={() => setChosen(c.id)}>
                  {c.title}
                </button>
              </li>
            ))}
          </ul>
        </Panel>
        <Separator className="gallery-separator" aria-label={t`Width of the course list`} />
        <Panel id="details" minSize="30%" style={PANE}>
          {course && (
            <section className="gallery-pane" aria-label={t`Course details`} tabIndex={0}>
              <h2>{course.title}</h2>
              <p>
                <Trans>Teacher:</Trans> <UserContent>{course.teacher}</UserContent>
              </p>
              <p>{course.summary}</p>
            </section>
          )}
        </Panel>
      </Group>
      <Group orientation="vertical" className="gallery-panes gallery-panes-tall">
        <Panel id="notes" defaultSize="55%" minSize="20%" style={PANE}>
          <div className="gallery-pane">
            <label htmlFor={notesId}>
              <Trans>Notes</Trans>
            </label>
            <textarea id={notesId} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
          </div>
        </Panel>
        <Separator className="gallery-separator" aria-label={t`Height of the notes`} />
        <Panel id="preview" minSize="20%" style={PANE}>
          <section className="gallery-pane" aria-label={t`Preview`} tabIndex={0}>
            <p className="gallery-preview">{notes || t`What you write above shows here.`}</p>
          </section>
        </Panel>
      </Group>
    </div>
  );
}
