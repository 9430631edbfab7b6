/** Query keys of the console frame. */
export const adminKeys = {
  root: ['admin'] as const,
  menu: () => ['admin', 'menu'] as const,
};
