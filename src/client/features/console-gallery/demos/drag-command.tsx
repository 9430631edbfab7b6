import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './pages.css';

type Point = { x: number; y: number };
const KEYS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * A Vue-style `v-drag` as a hook: spread `handle` on the element to drag by (pointer drag, and arrow keys
 * from anything focused in it: 10 px a press, 50 px with Shift), `ref` and `style` on the element that moves.
 * It stays inside its positioned parent.
 */
function useDraggable(start: Point) {
  const [at, setAt] = useState(start);
  const ref = useRef<HTMLElement>(null);
  const grab = useRef<Point | null>(null);
  const inside = ({ x, y }: Point): Point => {
    const el = ref.current;
    const box = el?.offsetParent;
    if (!el || !box) return { x, y };
    const clamp = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max));
    return { x: clamp(x, box.clientWidth - el.offsetWidth), y: clamp(y, box.clientHeight - el.offsetHeight) };
  };
  const handle = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      grab.current = { x: e.clientX - at.x, y: e.clientY - at.y };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const from = grab.current;
      if (from) setAt(inside({ x: e.clientX - from.x, y: e.clientY - from.y }));
    },
    onPointerUp: () => {
      grab.current = null;
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const d = KEYS[e.key];
      if (!d) return;
      e.preventDefault();
      const step = e.shiftKey ? 50 : 10;
      setAt((p) => inside({ x: p.x + d.x * step, y: p.y + d.y * step }));
    },
  };
  return { ref, style: { transform: `translate(${at.x}px, ${at.y}px)` }, handle, at };
}

/** A floating panel dragged by its header; the grip button is the keyboard's way to move it. */
function Panel({ title, start, children }: { title: string; start: Point; children: ReactNode }) {
  const { t } = useLingui();
  const id = useId();
  const { ref, style, handle, at } = useDraggable(start);
  return (
    <section ref={ref} style={style} className="gallery-p-float" aria-labelledby={`${id}-title`}>
      <div className="gallery-p-float-head" {...handle}>
        <h2 id={`${id}-title`}>{title}</h2>
        <button
          type="button"
          className="gallery-p-grip"
          aria-label={t`Move ${title}`}
          aria-describedby={`${id}-hint`}
        >
          <span aria-hidden>⠿</span>
        </button>
        <span id={`${id}-hint`} className="visually-hidden">
          <Trans>
            Arrow keys move it by 10 pixels, with Shift by 50. Now at {at.x}, {at.y}.
          </Trans>
        </span>
      </div>
      <div className="gallery-p-float-body">{children}</div>
    </section>
  );
}

/** Drag command: one hook, two panels that move by pointer or keyboard within the grey area. */
export default function DragCommandDemo() {
  const { t } = useLingui();
  return (
    <div className="gallery-pages gallery-p-drag-area">
      <Panel title={t`Course notes`} start={{ x: 16, y: 16 }}>
        <Trans>Drag me by my header, or focus the grip and use the arrow keys.</Trans>
      </Panel>
      <Panel title={t`Attendance`} start={{ x: 260, y: 150 }}>
        <Trans>Same hook, second panel: 18 of 20 checked in.</Trans>
      </Panel>
    </div>
  );
}
