export type RoleFilter = { roleName?: string; current: number; size: number };
export type TenantFilter = { name?: string; current: number; size: number };
export type ClientFilter = { clientId?: string; current: number; size: number };

/** Query keys of the console's access pages: roles, menus, tenants, OAuth clients. */
export const consoleAccessKeys = {
  root: ['console-access'] as const,
  roles: () => ['console-access', 'roles'] as const,
  rolesOf: (f: RoleFilter) => ['console-access', 'roles', f] as const,
  roleMenus: (roleId: string) => ['console-access', 'roles', 'menus', roleId] as const,
  menus: () => ['console-access', 'menus'] as const,
  depts: () => ['console-access', 'depts'] as const,
  tenants: () => ['console-access', 'tenants'] as const,
  tenantsOf: (f: TenantFilter) => ['console-access', 'tenants', f] as const,
  packageMenus: () => ['console-access', 'package-menus'] as const,
  clients: () => ['console-access', 'clients'] as const,
  clientsOf: (f: ClientFilter) => ['console-access', 'clients', f] as const,
};
