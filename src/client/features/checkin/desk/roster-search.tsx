import { memo, useMemo, useRef, useState } from 'react';
import { List, SearchBar, type SearchBarRef } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RosterEntry } from '@contract/checkin';
import { indexRoster, searchRoster } from '@contract/desk-search-rules';
import { RosterRow } from './roster-row';

/**
 * The desk's search and its results (contract/desk-search-rules.ts). The query lives here, so a keystroke redraws
 * this and the rows it changes, not the page around it; the index is made once per list.
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
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexRoster(props.entries), [props.entries]);
  // Searched in the keystroke's own render: one render a key, the search itself well under a millisecond.
  const { hits, total } = useMemo(() => searchRoster(index, query), [index, query]);
  return (
    <>
      <SearchField onChange={setQuery} />
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

/**
 * The search field, drawn once: it keeps what is typed itself, so a keystroke redraws the results, not the field.
 * Cleared by a real button (the field's own clear icon is a named div, which no keyboard reaches), and the field
 * keeps the focus for the next name.
 */
const SearchField = memo(function SearchField({ onChange }: { onChange: (query: string) => void }) {
  const { t } = useLingui();
  const bar = useRef<SearchBarRef>(null);
  return (
    <SearchBar
      ref={bar}
      placeholder={t`Name, pinyin, mobile's last 4 or company`}
      onChange={onChange}
      clearable={false}
      showCancelButton={(_focus, value) => !!value}
      cancelText={t`Clear`}
      onCancel={() => bar.current?.focus()}
      data-testid="roster-search"
    />
  );
});
