import type { ComponentType, ReactNode } from 'react';
import {
  AppOutline,
  BellOutline,
  CalendarOutline,
  CheckCircleOutline,
  FileOutline,
  FolderOutline,
  GlobalOutline,
  HistogramOutline,
  LockOutline,
  SetOutline,
  TeamOutline,
  UserOutline,
} from 'antd-mobile-icons';

/**
 * The icons a menu may carry: the console's one set, by the names pig stores in sys_menu.icon. The menu page
 * offers them and the console's navigation draws them (a name outside the set draws its fallback there).
 */
export const MENU_ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  setting: SetOutline,
  book: FileOutline,
  user: UserOutline,
  team: TeamOutline,
  app: AppOutline,
  bell: BellOutline,
  calendar: CalendarOutline,
  chart: HistogramOutline,
  lock: LockOutline,
  global: GlobalOutline,
  folder: FolderOutline,
  check: CheckCircleOutline,
};

export function MenuIcon({ name, fallback = null }: { name: string | null; fallback?: ReactNode }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden /> : fallback;
}

/** Chooses one of the set (or none): each icon a button named by its name, pressed when chosen. */
export function IconPicker({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
}) {
  return (
    <div className="icon-picker" role="group" data-testid="menu-icon">
      {Object.entries(MENU_ICONS).map(([name, Icon]) => (
        <button
          key={name}
          type="button"
          aria-pressed={value === name}
          title={name}
          aria-label={name}
          onClick={() => onChange?.(value === name ? null : name)}
        >
          <Icon aria-hidden />
        </button>
      ))}
    </div>
  );
}
