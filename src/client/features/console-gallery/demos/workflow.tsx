import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import './pages.css';

type Step = 'submitted' | 'review' | 'approved' | 'rejected' | 'paid' | 'checkedIn';
type Sample = 'zhang' | 'li';

/** Where each step is drawn (the box's top left corner), and the arrows between them. */
const AT: Record<Step, [number, number]> = {
  submitted: [8, 30],
  review: [136, 30],
  approved: [264, 30],
  paid: [392, 30],
  checkedIn: [520, 30],
  rejected: [264, 120],
};
const EDGES: [Step, Step][] = [
  ['submitted', 'review'],
  ['review', 'approved'],
  ['review', 'rejected'],
  ['approved', 'paid'],
  ['paid', 'checkedIn'],
];
const W = 112;
const H = 44;
const HISTORY: Record<Sample, [Step, string][]> = {
  zhang: [
    ['submitted', '2025-03-01 09:12'],
    ['review', '2025-03-01 10:05'],
    ['approved', '2025-03-02 14:30'],
    ['paid', '2025-03-03 08:45'],
    ['checkedIn', '2025-03-10 08:55'],
  ],
  li: [
    ['submitted', '2025-03-04 16:20'],
    ['review', '2025-03-05 09:00'],
    ['rejected', '2025-03-05 11:42'],
  ],
};

/** Workflow: the enrolment's steps drawn in SVG; a sample enrolment's history, clicked through, lights its path. */
export default function WorkflowDemo() {
  const { t } = useLingui();
  const ids = useId();
  const [sample, setSample] = useState<Sample>('zhang');
  const [shown, setShown] = useState(4);
  const names: Record<Step, string> = {
    submitted: t`Sign-up submitted`,
    review: t`Under review`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    paid: t`Paid`,
    checkedIn: t`Checked in`,
  };
  const history = HISTORY[sample];
  const passed = history.slice(0, shown + 1).map(([step]) => step);
  const current = passed.at(-1);
  const state = (s: Step) => (s === current ? 'current' : passed.includes(s) ? 'done' : 'ahead');
  const title = current ? names[current] : '';
  const step = shown + 1;
  const steps = history.length;
  const choose = (s: Sample) => {
    setSample(s);
    setShown(HISTORY[s].length - 1);
  };

  return (
    <div className="gallery-pages">
      <ChoiceGroup
        aria-label={t`Sample enrolment`}
        value={sample}
        onChange={(v) => v && choose(v)}
        options={[
          { value: 'zhang', label: t`Zhang Wei (checked in)` },
          { value: 'li', label: t`Li Na (rejected)` },
        ]}
      />
      <svg className="gallery-p-flow" viewBox="0 0 640 176" role="img" aria-labelledby={`${ids}-t ${ids}-d`}>
        <title id={`${ids}-t`}>{t`Enrolment workflow`}</title>
        <desc id={`${ids}-d`}>
          {t`Submitted, then under review; a review approves or rejects; approved, then paid, then checked in.`}
        </desc>
        <defs>
          {['ahead', 'done'].map((kind) => (
            <marker
              key={kind}
              id={`${ids}-${kind}`}
              viewBox="0 0 8 8"
              refX="8"
              refY="4"
              markerUnits="userSpaceOnUse"
              markerWidth="8"
              markerHeight="8"
              orient="auto"
            >
              <path d="M0 0 8 4 0 8z" className={`gallery-p-flow-arrow-${kind}`} />
            </marker>
          ))}
        </defs>
        {EDGES.map(([from, to]) => {
          const [x1, y1] = AT[from];
          const [x2, y2] = AT[to];
          const kind = passed.includes(from) && passed.includes(to) ? 'done' : 'ahead';
          const path =
            y1 === y2 ? `M${x1 + W} ${y1 + H / 2}H${x2}` : `M${x1 + W / 2} ${y1 + H}V${y2 + H / 2}H${x2}`;
          return (
            <path
              key={to}
              d={path}
              className={`gallery-p-flow-edge-${kind}`}
              markerEnd={`url(#${ids}-${kind})`}
            />
          );
        })}
        {Object.entries(AT).map(([step, [x, y]]) => (
          <g key={step} className="gallery-p-flow-node" data-state={state(step as Step)} data-step={step}>
            <rect x={x} y={y} width={W} height={H} rx={8} />
            <text x={x + W / 2} y={y + H / 2} dominantBaseline="central" textAnchor="middle">
              {names[step as Step]}
            </text>
          </g>
        ))}
      </svg>
      <p role="status">
        <Trans>
          Step {step} of {steps}: {title}
        </Trans>
      </p>
      <ol className="gallery-p-history" aria-label={t`History of the enrolment`}>
        {history.map(([step, at], i) => (
          <li key={step}>
            <button
              type="button"
              className="choice"
              aria-current={i === shown ? 'step' : undefined}
              onClick={() => setShown(i)}
            >
              {names[step]} · <time>{at}</time>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
