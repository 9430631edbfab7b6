import { Button, type ButtonProps } from 'antd-mobile';
import { useState, type MouseEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import './pages.css';

type Ripple = { id: number; x: number; y: number; size: number };
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const still = () => matchMedia(REDUCED_MOTION).matches;

/**
 * The ripples of one element: `start` on a click draws a circle growing from the pointer (from the middle when
 * a key pressed it); each is removed when its CSS animation ends. None when the system asks for reduced motion.
 */
function useWave() {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const start = (e: MouseEvent<HTMLElement>) => {
    if (still()) return;
    const box = e.currentTarget.getBoundingClientRect();
    const byKey = e.detail === 0;
    const x = byKey ? box.width / 2 : e.clientX - box.left;
    const y = byKey ? box.height / 2 : e.clientY - box.top;
    const size = 2 * Math.hypot(box.width, box.height);
    setRipples((list) => [...list, { id: e.timeStamp, x, y, size }]);
  };
  const drawn = ripples.map((r) => (
    <span
      key={r.id}
      className="gallery-p-ripple"
      style={{ left: r.x - r.size / 2, top: r.y - r.size / 2, width: r.size, height: r.size }}
      onAnimationEnd={() => setRipples((list) => list.filter((o) => o.id !== r.id))}
      aria-hidden
    />
  ));
  return { start, drawn };
}

/** Our Button with the wave: same props, the ripples drawn inside it. */
function WaveButton({ onClick, className, children, ...props }: ButtonProps) {
  const wave = useWave();
  return (
    <Button
      {...props}
      className={['gallery-p-wave', className].filter(Boolean).join(' ')}
      onClick={(e) => {
        wave.start(e);
        return onClick?.(e);
      }}
    >
      {children}
      {wave.drawn}
    </Button>
  );
}

/** Wave effect: buttons that ripple where they are pressed (CSS animation), still under reduced motion. */
export default function WaveEffectDemo() {
  const { t } = useLingui();
  const [presses, setPresses] = useState(0);
  const press = () => setPresses((n) => n + 1);
  return (
    <div className="gallery-pages">
      <div className="gallery-p-actions">
        <WaveButton color="primary" onClick={press}>
          <Trans>Sign up</Trans>
        </WaveButton>
        <WaveButton onClick={press}>
          <Trans>Add to favourites</Trans>
        </WaveButton>
        <WaveButton color="danger" fill="outline" onClick={press}>
          <Trans>Cancel the enrolment</Trans>
        </WaveButton>
      </div>
      <WaveButton block size="large" onClick={press}>
        <Trans>A wide button: the ripple grows from where you press</Trans>
      </WaveButton>
      <p className="gallery-p-muted">
        {still() ? (
          t`Your system asks for reduced motion: the buttons do not ripple.`
        ) : (
          <Plural value={presses} one="Pressed # time" other="Pressed # times" />
        )}
      </p>
    </div>
  );
}
