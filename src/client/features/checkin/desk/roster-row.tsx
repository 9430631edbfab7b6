import { memo } from 'react';
import { Button, List, Tag } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RosterEntry } from '@contract/checkin';
import { UserContent } from '@/components/user-content';
import { fullTime } from '@/lib/format';

type Props = {
  entry: RosterEntry;
  /** Checked in on this device, waiting to be sent. */
  pending: boolean;
  /** Checked in (on the server, or here and sent). */
  done: boolean;
  /** Checked in, and has left (through an exit, or the automatic check-out). */
  left: boolean;
  onCheckIn: (entry: RosterEntry) => void;
  /** Lets a person who left back in (an entry desk). */
  onBackIn: (entry: RosterEntry) => void;
};

/**
 * One person on the desk's list. Memoised: a keystroke redraws only the rows it brings or takes away, which keeps
 * typing within a frame on a long list (bench/desk-search.ts).
 */
export const RosterRow = memo(function RosterRow({
  entry: e,
  pending,
  done,
  left,
  onCheckIn,
  onBackIn,
}: Props) {
  const { t } = useLingui();
  return (
    <List.Item
      data-testid="roster-row"
      // The enterprise is the person's own words: marked with its language (an English desk reads 示范 as Chinese).
      description={<UserContent>{[e.mobile, e.enterprise].filter(Boolean).join(' · ')}</UserContent>}
      extra={
        pending ? (
          <Tag color="warning" data-testid="row-pending">
            {t`Saved, will sync`}
          </Tag>
        ) : done && left ? (
          <Button size="mini" onClick={() => onBackIn(e)} data-testid="row-back-in">
            <Trans>Left · let back in</Trans>
          </Button>
        ) : done ? (
          <Tag color="success" data-testid="row-done">
            {e.checkedInAt ? t`Checked in ${fullTime(e.checkedInAt).slice(11)}` : t`Checked in`}
          </Tag>
        ) : (
          <Button size="mini" color="primary" onClick={() => onCheckIn(e)} data-testid="row-checkin">
            <Trans>Check in</Trans>
          </Button>
        )
      }
    >
      <UserContent>{e.name}</UserContent>
    </List.Item>
  );
});
