import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { List, SearchBar, type SearchBarRef } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RosterEntry } from '@contract/checkin';
import { indexRoster, searchRoster } from '@contract/desk-search-rules';
import { RosterRow } from './roster-row';

/**
 * The desk's search and its results (contract/desk-search-rules.ts). The query lives here, so a keystroke redraws
 * this and the rows it changes, not the page around it; the index is made once per list, and the results follow
 * the typing as a deferred value, so the field never waits for them.
 */
export function RosterSearch(props: {
  entries: readonly RosterEntry[];
  pendingIds: ReadonlySet<string | undefined>;
  doneHere: ReadonlySet<string | undefined>;
  /** Whether a checked-in person has left. */
  hasLeft: (enrolmentId: string) => boolean;
  onCheckIn: (entry: RosterEntry) => void;
  onBackIn: (entry: RosterEntry) => void;
}) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const bar = useRef<SearchBarRef>(null);
  const index = useMemo(() => indexRoster(props.entries), [props.entries]);
  const query = useDeferredValue(keyword);
  const { hits, total } = useMemo(() => searchRoster(index, query), [index, query]);
  return (
    <>
      {/* Cleared by a real button (the field's own clear icon is a named div, which no keyboard reaches), and the
          field keeps the focus for the next name. */}
      <SearchBar
        ref={bar}
        placeholder={t`Name, pinyin, mobile's last 4 or company`}
        onChange={setKeyword}
        clearable={false}
        showCancelButton={(_focus, value) => !!value}
        cancelText={t`Clear`}
        onCancel={() => bar.current?.focus()}
        data-testid="roster-search"
      />
      {total > hits.length && (
        <p className="hint" data-testid="roster-more">
          <Trans>
            {hits.length} of {total} shown: type more to narrow the list.
          </Trans>
        </p>
      )}
      {total === 0 && (
        <p className="offline-empty" data-testid="roster-none">
          <Trans>Nobody on this session's list matches.</Trans>
        </p>
      )}
      <List data-testid="roster-list">
        {hits.map((e, place) => (
          <RosterRow
            // Keyed by place: a keystroke changes the rows' words, not the rows, so nothing is built anew.
            key={place}
            entry={e}
            pending={props.pendingIds.has(e.enrolmentId)}
            done={!!e.checkedInAt || props.doneHere.has(e.enrolmentId)}
            left={props.hasLeft(e.enrolmentId)}
            onCheckIn={props.onCheckIn}
            onBackIn={props.onBackIn}
          />
        ))}
      </List>
    </>
  );
}
