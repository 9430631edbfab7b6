import { Button } from 'antd-mobile';
import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schedule } from '@contract/dashboard';
import { ConfirmButton } from '@/components/confirm-button';
import { UserContent } from '@/components/user-content';
import { useScheduleLabels } from './schedule-form';

/**
 * The chosen day's entries, by time, each with Edit and Delete (after a confirm); Add makes one on this day.
 * Offline the entries read from the saved copy and the writes wait for a connection.
 */
export function DayEntries({
  title,
  headingRef,
  entries,
  loading,
  online,
  deleting,
  onAdd,
  onEdit,
  onDelete,
}: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Undefined: not known (loading, or offline with no saved copy). */
  entries: Schedule[] | undefined;
  loading: boolean;
  online: boolean;
  deleting: boolean;
  onAdd: () => void;
  onEdit: (entry: Schedule) => void;
  onDelete: (entry: Schedule) => void;
}) {
  const { t } = useLingui();
  const labels = useScheduleLabels();
  return (
    <div className="calendar-day" data-testid="calendar-day">
      <div className="calendar-day-head">
        {/* Focused after a delete, when the entry's own buttons are gone. */}
        <h3 ref={headingRef} tabIndex={-1} data-testid="calendar-day-title">
          {title}
        </h3>
        <Button size="small" color="primary" disabled={!online} onClick={onAdd} data-testid="calendar-add">
          <Trans>Add an entry</Trans>
        </Button>
      </div>
      {!online && (
        <p className="calendar-offline" role="status" data-testid="offline-actions">
          <Trans>You are offline: this can be read, but changes need a connection.</Trans>
        </p>
      )}
      {entries === undefined ? (
        <p className="dashboard-quiet">{loading ? t`Loading…` : t`Not available offline.`}</p>
      ) : entries.length === 0 ? (
        <p className="dashboard-quiet" data-testid="calendar-day-empty">
          <Trans>No entries on this day.</Trans>
        </p>
      ) : (
        <ul className="calendar-entries">
          {entries.map((e) => (
            <li key={e.id} data-testid="calendar-entry">
              <div className="calendar-entry-text">
                <strong>
                  {e.scheduleTime && <time dateTime={e.scheduleTime}>{e.scheduleTime.slice(0, 5)} </time>}
                  <UserContent>{e.title}</UserContent>
                </strong>
                <span className="dashboard-quiet">
                  {labels.type(e.scheduleType)} · {labels.state(e.scheduleState)}
                </span>
                {e.content && (
                  <span className="calendar-entry-notes">
                    <UserContent>{e.content}</UserContent>
                  </span>
                )}
              </div>
              <div className="calendar-entry-actions">
                <Button
                  size="mini"
                  disabled={!online}
                  onClick={() => onEdit(e)}
                  aria-label={t`Edit ${e.title}`}
                  data-testid="calendar-entry-edit"
                >
                  <Trans>Edit</Trans>
                </Button>
                <ConfirmButton
                  question={t`Delete the entry “${e.title}”?`}
                  disabled={!online || deleting}
                  onConfirm={() => onDelete(e)}
                  aria-label={t`Delete ${e.title}`}
                  data-testid="calendar-entry-delete"
                >
                  <Trans>Delete</Trans>
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
