import type { OrgItem, OrgType } from '@contract/dept';

/** What the organisation picker was opened to choose, and who is choosing. */
export type PickerMode = { type: OrgType; multiple: boolean; selectSelf: boolean; selfId?: string };

/**
 * Whether an item may be chosen: never a disabled one (status 0); departments only when choosing departments
 * (types org and dept), users only for org and user, roles for org and role, posts for org and post; the
 * chooser's own entry only when selectSelf is true.
 */
export function canChoose(item: OrgItem, mode: PickerMode): boolean {
  if (item.status === 0) return false;
  if (mode.type !== 'org' && mode.type !== item.type) return false;
  if (item.type === 'user' && !mode.selectSelf && item.id === mode.selfId) return false;
  return true;
}

const same = (a: OrgItem, b: OrgItem) => a.type === b.type && a.id === b.id;

/** Choosing an item: in single-select mode it replaces the previous one; choosing it again lets it go. */
export function toggle(selected: readonly OrgItem[], item: OrgItem, mode: PickerMode): OrgItem[] {
  if (!canChoose(item, mode)) return [...selected];
  if (selected.some((s) => same(s, item))) return selected.filter((s) => !same(s, item));
  return mode.multiple ? [...selected, item] : [item];
}

export const isChosen = (selected: readonly OrgItem[], item: OrgItem) => selected.some((s) => same(s, item));

/** The tabs a type shows (dept, role, user). */
export const tabsOf = (type: OrgType): ('dept' | 'role' | 'user')[] =>
  type === 'org'
    ? ['dept', 'role', 'user']
    : type === 'dept'
      ? ['dept']
      : type === 'role'
        ? ['role']
        : ['user'];
