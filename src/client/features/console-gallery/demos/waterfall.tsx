import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import './pages.css';

/**
 * Waterfall: cards of differing heights in CSS columns (`columns: 4 200px`, `break-inside: avoid`), no script.
 * The cards read down each column, as the DOM is ordered, so screen readers and Tab follow what the eye sees.
 */
export default function WaterfallDemo() {
  const { t } = useLingui();
  const notes: { who: string; text: string; picture?: number }[] = [
    {
      who: t`Wang Fang`,
      text: t`Clear and practical: I used the spreadsheet tricks at work the next day.`,
      picture: 120,
    },
    { who: t`Li Lei`, text: t`Good pace.` },
    {
      who: t`Zhao Min`,
      // eslint-disable-next-line max-len -- a lingui message's text is its id
      text: t`The team leadership course changed how I run our weekly meeting. The role plays felt awkward at first, but they were the most useful part: we practised giving feedback until it stopped feeling strange.`,
    },
    { who: t`Chen Gang`, text: t`The fire drill was realistic.`, picture: 180 },
    { who: t`Liu Yang`, text: t`I would like more exercises between the lessons.`, picture: 90 },
    { who: t`Sun Li`, text: t`Certificate received within a week. Thank you!` },
    {
      who: t`Zhou Jie`,
      text: t`The teacher answered every question, even the ones that were off topic.`,
      picture: 140,
    },
    { who: t`Wu Hao`, text: t`Bring a notebook: the slides go fast.` },
  ];

  return (
    <ul className="gallery-pages gallery-p-waterfall" aria-label={t`What learners say`}>
      {notes.map((n, i) => (
        <li key={n.who} className="gallery-p-tile">
          {n.picture && (
            <div
              className="gallery-p-cover"
              style={{ '--hue': i * 40, height: n.picture } as CSSProperties}
              aria-hidden
            />
          )}
          <p>{n.text}</p>
          <span className="gallery-p-muted">— {n.who}</span>
        </li>
      ))}
    </ul>
  );
}
