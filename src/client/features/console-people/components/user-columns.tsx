import { useState } from 'react';
import { Checkbox } from 'antd-mobile';
import { Button } from '@/components/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer } from '@/components/drawer';
import { Local } from '@/lib/storage';

export const USER_COLUMNS = [
  'username',
  'name',
  'phone',
  'dept',
  'roles',
  'posts',
  'lock',
  'created',
] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];
const STORE = 'userColumns';

/** The visible columns in their order, as this browser last saved them (unknown keys dropped, new ones kept). */
export function savedColumns(): UserColumn[] {
  const saved = Local.get<string[]>(STORE);
  if (!Array.isArray(saved)) return [...USER_COLUMNS];
  const known = saved.filter((k): k is UserColumn => (USER_COLUMNS as readonly string[]).includes(k));
  return known.length ? known : [...USER_COLUMNS];
}

/** Column settings (pig-ui's UserColumnSettings): show or hide each column, move it up or down; remembered here. */
export function UserColumnSettings({
  value,
  onChange,
  labels,
}: {
  value: UserColumn[];
  onChange: (v: UserColumn[]) => void;
  labels: Record<UserColumn, string>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const save = (v: UserColumn[]) => (Local.set(STORE, v), onChange(v));
  const order = [...value, ...USER_COLUMNS.filter((c) => !value.includes(c))];
  const move = (c: UserColumn, by: -1 | 1) => {
    const list = [...value];
    const i = list.indexOf(c);
    const j = i + by;
    if (i < 0 || j < 0 || j >= list.length) return;
    [list[i], list[j]] = [list[j] as UserColumn, list[i] as UserColumn];
    save(list);
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="column-settings">
        <Trans>Columns</Trans>
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t`Columns`} data-testid="column-drawer">
        <ul className="column-settings">
          {order.map((c) => (
            <li key={c}>
              <Checkbox
                checked={value.includes(c)}
                onChange={(on) =>
                  save(on ? order.filter((k) => k === c || value.includes(k)) : value.filter((k) => k !== c))
                }
                data-testid={`column-${c}`}
              >
                {labels[c]}
              </Checkbox>
              <Button size="mini" fill="none" disabled={!value.includes(c)} onClick={() => move(c, -1)}>
                <Trans>Up</Trans>
              </Button>
              <Button size="mini" fill="none" disabled={!value.includes(c)} onClick={() => move(c, 1)}>
                <Trans>Down</Trans>
              </Button>
            </li>
          ))}
        </ul>
        <Button size="small" onClick={() => save([...USER_COLUMNS])}>
          <Trans>Show all in the usual order</Trans>
        </Button>
      </Drawer>
    </>
  );
}
