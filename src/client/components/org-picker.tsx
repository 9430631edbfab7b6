import './console-pickers.css';
import { useEffect, useState } from 'react';
import { Button, SearchBar, Space, Tag, Checkbox } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrgItem, OrgTree, OrgType } from '@contract/dept';
import { Drawer } from './drawer';
import { canChoose, isChosen, tabsOf, toggle, type PickerMode } from './org-picker-rules';
import { UserContent } from '@/components/user-content';

/** Where the picker reads the organisation: the feature api's /admin/dept/org calls, or a test's stand-in. */
export type OrgSource = {
  level: (type: OrgType, parentDeptId: string) => Promise<OrgTree>;
  search: (text: string) => Promise<OrgItem[]>;
};

/**
 * The organisation picker: tabs for departments, roles and users; walk down the departments, search
 * people by name; single or multiple choice; disabled items and (selectSelf false) the chooser's own entry cannot
 * be chosen. OK hands the choice back, Cancel drops it, Clear empties it.
 */
export function OrgPicker(props: PickerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={props.title ?? t`Choose from the organisation`}
      data-testid="org-picker"
    >
      {props.open && <PickerBody {...props} />}
    </Drawer>
  );
}

type PickerProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: (items: OrgItem[]) => void;
  value: OrgItem[];
  type?: OrgType;
  multiple?: boolean;
  selectSelf?: boolean;
  selfId?: string;
  title?: string;
  source: OrgSource;
};

/** The picker's content, mounted at each opening: it starts from the bound value. */
function PickerBody({
  open,
  onClose,
  onConfirm,
  value,
  type = 'org',
  multiple = true,
  selectSelf = true,
  selfId,
  source,
}: PickerProps) {
  const { t } = useLingui();
  const mode: PickerMode = { type, multiple, selectSelf, selfId };
  const tabs = tabsOf(type);
  const [tab, setTab] = useState(tabs[0] ?? 'dept');
  const [parent, setParent] = useState('0');
  const [text, setText] = useState('');
  const [level, setLevel] = useState<OrgTree | null>(null);
  const [found, setFound] = useState<OrgItem[] | null>(null);
  const [chosen, setChosen] = useState<OrgItem[]>(value);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void source
      .level(tab === 'role' ? 'role' : tab === 'dept' ? 'dept' : 'user', parent)
      .then((l) => live && setLevel(l))
      .catch(() => live && setLevel(null));
    return () => void (live = false);
  }, [open, tab, parent, source]);
  const search = (v: string) => {
    setText(v);
    if (!v.trim()) return setFound(null);
    void source.search(v.trim()).then(setFound, () => setFound([]));
  };
  const names = { dept: t`Departments`, role: t`Roles`, user: t`Users` };
  const row = (item: OrgItem, drill?: () => void) => {
    const allowed = canChoose(item, mode);
    return (
      <li key={`${item.type}-${item.id}`} className="org-row" data-testid="org-item" data-type={item.type}>
        <Checkbox
          className="tick-choice"
          checked={isChosen(chosen, item)}
          disabled={!allowed}
          onChange={() => setChosen(toggle(chosen, item, mode))}
          aria-label={item.name}
        >
          <UserContent>{item.name}</UserContent>
        </Checkbox>
        {item.status === 0 && <Tag color="default">{t`Disabled`}</Tag>}
        {drill && (
          <Button size="mini" fill="none" onClick={drill} data-testid="org-drill">
            <Trans context="tree node">Open</Trans>
          </Button>
        )}
      </li>
    );
  };
  const items: OrgItem[] =
    tab === 'role'
      ? (level?.roleList ?? [])
      : (found ?? (level ? [...level.childDepartments, ...level.employees] : []));
  return (
    <div className="org-picker">
      {tabs.length > 1 && (
        <div role="tablist" className="org-tabs">
          {tabs.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'org-tab on' : 'org-tab'}
              onClick={() => (setTab(k), setParent('0'), setFound(null))}
              data-testid={`org-tab-${k}`}
            >
              {names[k]}
            </button>
          ))}
        </div>
      )}
      {tab === 'user' && (
        <SearchBar
          placeholder={t`Search people by name`}
          value={text}
          onChange={search}
          data-testid="org-search"
        />
      )}
      {tab !== 'role' && !found && (
        <nav className="org-crumbs" aria-label={t`Department path`}>
          <Button size="mini" fill="none" onClick={() => setParent('0')}>
            <Trans>All departments</Trans>
          </Button>
          {level?.titleDepartments.map((d) => (
            <Button key={d.id} size="mini" fill="none" onClick={() => setParent(d.id)}>
              <UserContent>{d.name}</UserContent>
            </Button>
          ))}
        </nav>
      )}
      <ul className="org-list">
        {items.map((item) => row(item, item.type === 'dept' ? () => setParent(item.id) : undefined))}
        {items.length === 0 && (
          <li className="org-empty">
            <Trans>Nothing here</Trans>
          </li>
        )}
      </ul>
      <div className="org-chosen" aria-live="polite">
        <Trans>Chosen:</Trans>{' '}
        <Space wrap>
          {chosen.map((c) => (
            <Tag key={`${c.type}-${c.id}`} color="primary" data-testid="org-chosen">
              <UserContent>{c.name}</UserContent>
            </Tag>
          ))}
        </Space>
      </div>
      <Space>
        <Button color="primary" onClick={() => onConfirm(chosen)} data-testid="org-ok">
          <Trans>OK</Trans>
        </Button>
        <Button onClick={onClose} data-testid="org-cancel">
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => setChosen([])} data-testid="org-clear">
          <Trans>Clear</Trans>
        </Button>
      </Space>
    </div>
  );
}
