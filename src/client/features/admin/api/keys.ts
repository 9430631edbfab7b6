/** Query keys of the console frame. */
export const adminKeys = {
  root: ['admin'] as const,
  menu: () => ['admin', 'menu'] as const,
  personalDepts: () => ['admin', 'personal-depts'] as const,
  /** The console home's blocks. */
  dashboard: (block: string, ...args: unknown[]) => ['admin', 'dashboard', block, ...args] as const,
  /** The home calendar's entries of the days from `from` to `to` (all of them without the days). */
  schedule: (...range: [] | [from: string, to: string]) => ['admin', 'schedule', ...range] as const,
  scheduleDict: (type: string) => ['admin', 'schedule-dict', type] as const,
};
