/** Query keys of the console frame. */
export const adminKeys = {
  root: ['admin'] as const,
  menu: () => ['admin', 'menu'] as const,
  personalDepts: () => ['admin', 'personal-depts'] as const,
  /** The console home's blocks. */
  dashboard: (block: string, ...args: unknown[]) => ['admin', 'dashboard', block, ...args] as const,
};
