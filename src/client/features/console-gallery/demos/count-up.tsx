import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { CountUp } from 'countup.js';
import { Trans, useLingui } from '@lingui/react/macro';

/** A figure rolling up from zero (countup.js); screen readers get the final figure, not the rolling digits. */
function Figure({ value, label, round }: { value: number; label: string; round: number }) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not text
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const counter = new CountUp(ref.current, value, {
      duration: still ? 0 : 2,
      formattingFn: (n) => i18n.number(Math.round(n)),
    });
    counter.start();
    return () => counter.reset();
  }, [value, i18n, round]);
  return (
    <div className="gallery-figure">
      <span className="gallery-figure-value" ref={ref} aria-hidden />
      <span className="gallery-figure-label">
        {label}
        <span className="visually-hidden">: {i18n.number(value)}</span>
      </span>
    </div>
  );
}

/** Count up: the dashboard's kind of figures, counted again on demand. */
export default function CountUpDemo() {
  const { t } = useLingui();
  const [round, setRound] = useState(0);
  return (
    <div>
      <div className="gallery-figures">
        <Figure value={12480} label={t`Learners`} round={round} />
        <Figure value={3562} label={t`Lessons completed`} round={round} />
        <Figure value={968} label={t`Check-ins today`} round={round} />
      </div>
      <Button onClick={() => setRound((r) => r + 1)}>
        <Trans>Count again</Trans>
      </Button>
    </div>
  );
}
