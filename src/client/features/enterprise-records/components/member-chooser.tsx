import { useState } from 'react';
import { SearchBar, Checkbox, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { membersQuery } from '../api/records';
import { UserContent } from '@/components/user-content';

/** Members to enrol: searched by name or mobile, ticked one by one or all shown at once. */
export function MemberChooser({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const members = useQuery(membersQuery(keyword));
  const shown = members.data?.records ?? [];
  const allOn = shown.length > 0 && shown.every((m) => value.includes(m.userId));
  const count = value.length;
  return (
    <div data-testid="enrol-members">
      <SearchBar
        placeholder={t`Search by name or mobile`}
        onSearch={setKeyword}
        onClear={() => setKeyword('')}
      />
      <Checkbox
        className="tick-choice"
        checked={allOn}
        onChange={(on) =>
          onChange(
            on
              ? [...new Set([...value, ...shown.map((m) => m.userId)])]
              : value.filter((id) => !shown.some((m) => m.userId === id)),
          )
        }
        data-testid="enrol-members-all"
      >
        <Trans>All shown ({count} chosen)</Trans>
      </Checkbox>
      {!shown.length ? (
        <p className="records-meta">
          <Trans>No members yet: add them on the enterprise info screen.</Trans>
        </p>
      ) : (
        <Checkbox.Group value={value} onChange={(v) => onChange(v as string[])}>
          <List>
            {shown.map((m) => (
              <List.Item key={m.userId} data-testid="enrol-member" description={m.phone}>
                <Checkbox className="tick-choice" value={m.userId}>
                  <UserContent>{m.name ?? m.username}</UserContent>
                </Checkbox>
              </List.Item>
            ))}
          </List>
        </Checkbox.Group>
      )}
    </div>
  );
}
