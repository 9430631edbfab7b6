import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Popup } from 'antd-mobile';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { PIECE_WIDTH, PUZZLE_WIDTH, type PuzzleImages } from '@contract/captcha-rules';
import { i18n } from '@/lib/i18n';
import { useModalKeys } from '@/lib/modal-keys';
import './slider-captcha.css';
import '@/lib/account-catalog';

/**
 * The slider captcha (pig's blockPuzzle): the server draws the picture and the piece, the person drags the
 * piece into its hole (pointer: finger or mouse; keyboard: arrows then Enter), the server checks where it was
 * dropped and gives a one-time verification. Load it when needed: `await (await import(...)).solveCaptcha()`.
 */

const MAX_OFFSET = PUZZLE_WIDTH - PIECE_WIDTH;

/** The server's side of the puzzle, passed in by the caller (lib/sign-up's puzzleCalls, or a test's). */
export type PuzzleCalls = {
  /** A new puzzle, or null when the server has puzzles off (CAPTCHA=off): there is nothing to solve. */
  fetch: () => Promise<PuzzleImages | null>;
  /** Where the piece was dropped (image pixels); the verification if it fits, else null. */
  check: (token: string, x: number) => Promise<string | null>;
};

type Phase = 'ready' | 'checking' | 'passed' | 'failed' | 'error';
const pct = (px: number) => `${(px / PUZZLE_WIDTH) * 100}%`;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a data URL, not text
const png = (base64: string) => `data:image/png;base64,${base64}`;

/** The puzzle in a bottom sheet; `onDone` gets the verification, or null when the person closes it. */
export function SliderCaptcha({
  first,
  onDone,
  calls,
}: {
  first: PuzzleImages;
  onDone: (verification: string | null) => void;
  calls: PuzzleCalls;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const [puzzle, setPuzzle] = useState<PuzzleImages | null>(first);
  const [offset, setOffset] = useState(0);
  const [phase, setPhase] = useState<Phase>('ready');
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ startX: number; from: number } | null>(null);
  // The offset as last set, for a pointerup that comes before the move's render.
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useModalKeys(
    sheet,
    () => onDone(null),
    () => handle.current,
  );

  const refresh = async () => {
    clearTimeout(timer.current);
    setPuzzle(null);
    move(0);
    setPhase('ready');
    try {
      const next = await calls.fetch();
      // Puzzles were turned off meanwhile: nothing to solve any more.
      if (!next) return onDone('');
      setPuzzle(next);
    } catch {
      setPhase('error');
    }
  };

  const drop = async (x: number) => {
    if (!puzzle || phase !== 'ready') return;
    setPhase('checking');
    let verification: string | null = null;
    try {
      verification = await calls.check(puzzle.token, x);
    } catch {
      return setPhase('error');
    }
    setPhase(verification ? 'passed' : 'failed');
    // A moment to read the outcome; a failed puzzle is spent, so a fresh one follows.
    timer.current = setTimeout(() => (verification ? onDone(verification) : void refresh()), 800);
  };

  const movable = !!puzzle && phase === 'ready';
  const move = (x: number) => {
    latest.current = Math.round(Math.min(MAX_OFFSET, Math.max(0, x)) * 10) / 10;
    setOffset(latest.current);
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (!movable) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, from: offset };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    const width = track.current?.getBoundingClientRect().width || PUZZLE_WIDTH;
    // The handle moves with the piece, so it stays under the finger: screen pixels scaled to image pixels.
    if (d) move(d.from + ((e.clientX - d.startX) * PUZZLE_WIDTH) / width);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (latest.current > 0) void drop(latest.current);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!movable) return;
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, number> = {
      ArrowRight: offset + step,
      ArrowUp: offset + step,
      ArrowLeft: offset - step,
      ArrowDown: offset - step,
      Home: 0,
      End: MAX_OFFSET,
    };
    const next = moves[e.key];
    if (next !== undefined) move(next);
    else if (e.key !== 'Enter' && e.key !== ' ') return;
    else void drop(offset);
    e.preventDefault();
  };

  const tip = {
    ready: null,
    checking: null,
    passed: t`Verification successful`,
    failed: t`Verification failed`,
    error: t`The puzzle could not be loaded. Refresh to try again.`,
  }[phase];

  return (
    <Popup visible onMaskClick={() => onDone(null)} position="bottom" destroyOnClose>
      <div
        ref={setSheet}
        className="captcha"
        data-phase={phase}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="slider-captcha"
      >
        <div className="captcha-head">
          <h2 id={titleId}>{t`Please complete security verification`}</h2>
          <button
            type="button"
            className="link-button"
            onClick={() => void refresh()}
            disabled={phase === 'checking'}
            data-testid="captcha-refresh"
          >
            {t`Refresh`}
          </button>
          <button
            type="button"
            className="link-button captcha-close"
            aria-label={t`Close`}
            onClick={() => onDone(null)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={track} className="captcha-picture">
          {puzzle && (
            <>
              <img
                src={png(puzzle.originalImageBase64)}
                alt=""
                draggable={false}
                data-testid="captcha-background"
              />
              <img
                src={png(puzzle.jigsawImageBase64)}
                alt=""
                draggable={false}
                className="captcha-piece"
                data-testid="captcha-piece"
                style={{ left: pct(offset), width: pct(PIECE_WIDTH) }}
              />
            </>
          )}
          {tip && (
            <p role="status" className="captcha-tip" data-testid="captcha-tip">
              {tip}
            </p>
          )}
        </div>
        <div className="captcha-track">
          <span aria-hidden="true">{t`Drag the slider to fit the piece into the gap`}</span>
          <div className="captcha-fill" style={{ width: pct(offset + PIECE_WIDTH) }} />
          <button
            ref={handle}
            type="button"
            role="slider"
            className="captcha-handle"
            aria-label={t`Slider: arrow keys move the piece, Enter drops it`}
            aria-valuemin={0}
            aria-valuemax={MAX_OFFSET}
            aria-valuenow={Math.round(offset)}
            aria-disabled={!movable}
            data-testid="captcha-handle"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
            style={{ left: pct(offset), width: pct(PIECE_WIDTH) }}
          >
            <span aria-hidden="true">{phase === 'passed' ? '✓' : phase === 'failed' ? '×' : '→'}</span>
          </button>
        </div>
      </div>
    </Popup>
  );
}

/**
 * Asks the person to solve a puzzle. Resolves with the verification to send (`code` with
 * `randomStr=blockPuzzle` at login, `captchaVerification` for an SMS code), '' when the server has puzzles off,
 * or null when the person closed the puzzle. Rejects when the first puzzle cannot be fetched (offline).
 */
export async function solveCaptcha(calls: PuzzleCalls): Promise<string | null> {
  const first = await calls.fetch();
  if (!first) return '';
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const done = (verification: string | null) => {
      root.unmount();
      host.remove();
      resolve(verification);
    };
    root.render(
      <I18nProvider i18n={i18n}>
        <SliderCaptcha first={first} onDone={done} calls={calls} />
      </I18nProvider>,
    );
  });
}
