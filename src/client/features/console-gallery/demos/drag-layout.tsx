import { Button } from 'antd-mobile';
import { useLayoutEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { moved } from '@/components/sortable-rows';
import './widgets.css';

type Card = { key: string; title: string; text: string };

function useCards(): Card[] {
  const { t } = useLingui();
  return [
    { key: 'queue', title: t`Work waiting for you`, text: t`Sign-ups, reviews and answers to mark.` },
    { key: 'sessions', title: t`Sessions and check-in`, text: t`Today's sessions and who has arrived.` },
    { key: 'activity', title: t`Study and exams`, text: t`Learners, lessons and exams per day.` },
    { key: 'links', title: t`Quick links`, text: t`The pages you opened most.` },
  ];
}

/**
 * Drag layout: cards put in a new order with the mouse (HTML drag and drop) or with their move buttons from the
 * keyboard, both through `moved` (components/sortable-rows.ts, whose hook does the same for table rows); a
 * screen reader hears each move.
 */
export default function DragLayoutDemo() {
  const { t } = useLingui();
  const cards = useCards();
  const [order, setOrder] = useState(() => cards.map((c) => c.key));
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  /** The move button to focus again once its card has moved (a moved element can lose the focus). */
  const refocus = useRef<string | null>(null);
  const shown = order.flatMap((key) => cards.filter((c) => c.key === key));
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  /** Moves the card at `from` to `to` and says so; moved by a button, that button keeps the focus. */
  const move = (from: number, to: number, byButton: boolean) => {
    const card = shown[from];
    if (!card || from === to) return;
    const title = card.title;
    const place = to + 1;
    const total = shown.length;
    if (byButton)
      refocus.current = `${card.key}:${place === 1 ? 1 : place === total ? -1 : Math.sign(to - from)}`;
    setOrder(moved(shown, from, to).map((c) => c.key));
    setSaid(t`${title} moved to place ${place} of ${total}`);
  };
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  useLayoutEffect(() => {
    if (!refocus.current) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    list.current?.querySelector<HTMLElement>(`[data-move="${refocus.current}"]`)?.focus();
    refocus.current = null;
  });

  return (
    <div className="gallery-w-stack">
      <p className="gallery-w-note">
        <Trans>Drag a card to another place, or use its buttons.</Trans>
      </p>
      <ol className="gallery-layout-cards" ref={list}>
        {shown.map((card, i) => {
          const title = card.title;
          const state = dragged === i ? 'dragging' : over === i ? 'over' : '';
          return (
            <li
              key={card.key}
              className="gallery-layout-card"
              data-drag={state}
              draggable
              onDragStart={(e) => {
                setDragged(i);
                e.dataTransfer.effectAllowed = 'move';
                // Firefox starts a drag only with some data.
                e.dataTransfer.setData('text/plain', card.key);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                if (over !== i) setOver(i);
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged !== null) move(dragged, i, false);
                endDrag();
              }}
              onDragEnd={endDrag}
            >
              <h2>{title}</h2>
              <p>{card.text}</p>
              <div className="gallery-w-actions">
                <Button
                  size="mini"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1, true)}
                  aria-label={t`Move ${title} earlier`}
                  data-move={`${card.key}:-1`}
                >
                  <span aria-hidden="true">←</span>
                </Button>
                <Button
                  size="mini"
                  disabled={i === shown.length - 1}
                  onClick={() => move(i, i + 1, true)}
                  aria-label={t`Move ${title} later`}
                  data-move={`${card.key}:1`}
                >
                  <span aria-hidden="true">→</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
