import { useEffect, useId, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import type { Enrolment } from '@contract/enrolment';
import { timeRange } from '@/lib/format';
import { useModalKeys } from '@/lib/modal-keys';
import { UserContent, langOf } from '@/components/user-content';
import { CalendarLink } from '@/components/calendar-link';

/**
 * The personal ticket, full screen, drawn on the device from the signed string in my sign-ups: no network
 * is needed at the venue. Brightness is the screen's; the QR is large with a quiet zone for old scanners.
 */
export function TicketPopup({ enrolment, onClose }: { enrolment: Enrolment | null; onClose: () => void }) {
  const [drawn, setDrawn] = useState<{ ticket: string; url: string } | null>(null);
  const ticket = enrolment?.ticket ?? null;
  useEffect(() => {
    let live = true;
    if (ticket)
      void import('qrcode')
        .then((QR) => QR.toDataURL(ticket, { errorCorrectionLevel: 'M', margin: 4, width: 560 }))
        .then((url) => live && setDrawn({ ticket, url }));
    return () => {
      live = false;
    };
  }, [ticket]);
  const image = drawn && drawn.ticket === ticket ? drawn.url : null;
  const titleId = useId();
  // A modal sheet: focus moves in (to Close), Escape closes it, and focus goes back to "Show ticket".
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  useModalKeys(sheet, onClose);

  return (
    <Popup
      visible={!!enrolment}
      onMaskClick={onClose}
      position="bottom"
      bodyStyle={{ height: '100dvh' }}
      destroyOnClose
    >
      {enrolment && (
        <div
          ref={setSheet}
          className="ticket"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid="ticket"
        >
          <h2 id={titleId} translate="no" lang={langOf(enrolment.course.title)}>
            {enrolment.course.title}
          </h2>
          {enrolment.session && (
            <p>
              <UserContent>{enrolment.session.title}</UserContent> ·{' '}
              {timeRange(enrolment.session.startAt, enrolment.session.endAt)}
              <br />
              <UserContent>{enrolment.session.venue}</UserContent>
            </p>
          )}
          {image ? (
            <img src={image} alt={ticket ?? ''} className="ticket-qr" data-testid="ticket-qr" />
          ) : (
            <div className="ticket-qr" />
          )}
          <p className="hint">
            <Trans>Show this code to the staff at the entrance. It works without a network.</Trans>
          </p>
          <p className="ticket-name" translate="no" lang={langOf(enrolment.name)}>
            {enrolment.name}
          </p>
          <Button block onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          {/* After Close, which takes the focus when the sheet opens (the first thing Tab reaches). */}
          <CalendarLink url={enrolment.calendarUrl} />
        </div>
      )}
    </Popup>
  );
}
