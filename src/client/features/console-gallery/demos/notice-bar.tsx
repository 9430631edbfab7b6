import { useState, useSyncExternalStore } from 'react';
import { Button, NoticeBar } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import './widgets.css';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
const STILL = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  const query = matchMedia(STILL);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** Whether the user asked for less motion: a scrolling notice then shows whole, on several lines. */
const useStill = () => useSyncExternalStore(subscribe, () => matchMedia(STILL).matches);

/** A loudspeaker, our own SVG (antd-mobile's default icon repeats ids when two bars show it). */
function Speaker() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path
        d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
      />
    </svg>
  );
}

/**
 * Notice bar: antd-mobile's NoticeBar with announcements. Its own close icon is a bare div no keyboard reaches,
 * so the closeable bar gets a real button (`extra`). Moving text can be paused (WCAG 2.2.2) and, with reduced
 * motion, wraps instead of scrolling; the bar is drawn again (`key`) to drop its scroll position.
 */
export default function NoticeBarDemo() {
  const { t } = useLingui();
  const still = useStill();
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState(true);
  const wrap = still || paused;
  return (
    <div className="gallery-w-stack" role="region" aria-label={t`Announcements`}>
      <NoticeBar
        key={String(wrap)}
        className="gallery-notice gallery-notice-info"
        icon={<Speaker />}
        wrap={wrap}
        speed={40}
        // eslint-disable-next-line max-len -- a lingui message's text is its id
        content={t`The training centre's new term starts on 1 September: sign-ups open on 15 August, places are limited, and every course now has an online part you can study at home.`}
      />
      {open ? (
        <NoticeBar
          className="gallery-notice gallery-notice-alert"
          icon={<Speaker />}
          wrap
          content={t`The fire drill on Friday moves to room 3.`}
          extra={
            <button
              type="button"
              className="gallery-notice-close"
              aria-label={t`Close this notice`}
              onClick={() => setOpen(false)}
            >
              ×
            </button>
          }
        />
      ) : (
        <div>
          <Button size="small" onClick={() => setOpen(true)}>
            <Trans>Show the closed notice again</Trans>
          </Button>
        </div>
      )}
      {!still && (
        <div>
          <Button size="small" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            <Trans>Pause the scrolling</Trans>
          </Button>
        </div>
      )}
      <p className="gallery-w-note">
        {still ? (
          <Trans>Your system asks for reduced motion, so the long notice is shown whole.</Trans>
        ) : (
          <Trans>The long notice scrolls; with reduced motion asked for, it would be shown whole.</Trans>
        )}
      </p>
    </div>
  );
}
