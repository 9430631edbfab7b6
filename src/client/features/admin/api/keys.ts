/** Query keys of the console frame. */
export const adminKeys = {
  root: ['admin'] as const,
  menu: () => ['admin', 'menu'] as const,
  personalDepts: () => ['admin', 'personal-depts'] as const,
};
