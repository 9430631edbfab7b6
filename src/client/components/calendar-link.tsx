import { Trans } from '@lingui/react/macro';

/**
 * "Add to calendar": a plain link to the server's .ics of a signed-up session or an exam window, signed for this
 * learner (the list gives it), so the phone downloads it like any file and offers its calendar. It needs the
 * network, so it shows only online.
 */
export function CalendarLink({ url }: { url: string | null | undefined }) {
  if (!url || !navigator.onLine) return null;
  return (
    <a className="calendar-link" href={url} download data-testid="add-to-calendar">
      <Trans>Add to calendar</Trans>
    </a>
  );
}
