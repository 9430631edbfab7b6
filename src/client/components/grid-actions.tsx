import { Button, Space, type ButtonRef } from 'antd-mobile';
import {
  Children,
  Fragment,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { has } from '@/lib/permissions';
import { useUser } from '@/lib/session';
import { Auth } from './auth-gates';

/** How many actions a row shows on its line; with more, the first ones stay and the rest go into "More". */
export const INLINE_ACTIONS = 3;

const ACTION_SELECTOR = 'button, a[href]';

type Gate = { value: string; children?: ReactNode };

/**
 * The actions a row shows: its children, without those the user may not use (an `Auth` gate's children count as
 * actions of their own, as do a Space's or a fragment's) and without the empty ones (`cond && …`). Row actions are
 * gated by one permission each (`Auth`); the any-of and all-of gates are not looked into, so a phone's first visit
 * does not carry them for the console's sake.
 */
export function visibleActions(children: ReactNode, held: readonly string[]): ReactElement[] {
  const out: ReactElement[] = [];
  const walk = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement<Gate>(child)) return;
      const { type, props } = child;
      if (type === Fragment || type === Space) return walk(props.children);
      if (type === Auth) return has(held, props.value) ? walk(props.children) : undefined;
      out.push(child);
    });
  walk(children);
  return out;
}

/**
 * A grid row's actions on one line: up to `max` of them (INLINE_ACTIONS unless the grid says); with more, the
 * first max - 1 and a "More" button whose list holds the others (a disclosure: it opens below the button with the
 * focus on its first action, arrows move within it, Escape or a click elsewhere closes it, Escape gives the focus
 * back).
 */
export function GridActions({ children, max = INLINE_ACTIONS }: { children: ReactNode; max?: number }) {
  const held = useUser()?.authBtnList ?? [];
  const actions = visibleActions(children, held).map((a, i) => <Fragment key={a.key ?? i}>{a}</Fragment>);
  const fits = actions.length <= max;
  const inline = fits ? actions : actions.slice(0, max - 1);
  return (
    <div className="grid-actions">
      {inline}
      {!fits && <MoreActions>{actions.slice(max - 1)}</MoreActions>}
    </div>
  );
}

function MoreActions({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [at, setAt] = useState<{ top: number; right: number } | null>(null);
  const button = useRef<ButtonRef>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>(ACTION_SELECTOR) ?? [])];
  const close = (refocus: boolean) => {
    setAt(null);
    if (refocus) button.current?.nativeElement?.focus();
  };
  useLayoutEffect(() => {
    if (!at) return;
    items()[0]?.focus({ preventScroll: true });
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!list.current?.contains(target) && !button.current?.nativeElement?.contains(target)) setAt(null);
    };
    // A scroll of the page moves the button away from the list; one inside the list does not.
    const away = (e: Event) => {
      if (!(e.target instanceof Node && list.current?.contains(e.target))) setAt(null);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', away);
    document.addEventListener('scroll', away, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', away);
      document.removeEventListener('scroll', away, true);
    };
  }, [at]);
  const open = () => {
    const r = button.current?.nativeElement?.getBoundingClientRect();
    if (r) setAt({ top: r.bottom + 4, right: Math.max(8, window.innerWidth - r.right) });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const all = items();
    const i = all.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: all.length - 1 }[e.key];
    if (e.key === 'Escape') close(true);
    else if (next !== undefined) all[(next + all.length) % all.length]?.focus();
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
    e.stopPropagation();
  };
  return (
    <>
      <Button
        ref={button}
        size="mini"
        fill="none"
        aria-expanded={at !== null}
        aria-controls={at ? id : undefined}
        onClick={() => (at ? close(false) : open())}
        data-testid="row-more"
      >
        <Trans>More</Trans>
        <span aria-hidden="true"> ▾</span>
      </Button>
      {at &&
        createPortal(
          <div
            id={id}
            ref={list}
            className="grid-more-list"
            role="group"
            aria-label={t`More actions`}
            style={{ top: at.top, right: at.right }}
            onKeyDown={onKeyDown}
            onClick={() => close(false)}
            data-testid="row-more-list"
          >
            {children}
          </div>,
          document.body,
        )}
    </>
  );
}
