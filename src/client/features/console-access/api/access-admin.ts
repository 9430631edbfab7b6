import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidating, useRefresh } from '@/lib/mutation';
import type { OauthClient } from '@contract/client';
import type { Envelope, Page } from '@contract/envelope';
import type { MenuRecord, MenuTreeNode } from '@contract/menu';
import type { RoleDetail } from '@contract/role';
import type { Tenant } from '@contract/tenant';
import { api, request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { consoleAccessKeys, type ClientFilter, type RoleFilter, type TenantFilter } from './keys';

/** Console › System › Roles, Menus, Tenants and OAuth clients: pig's calls in their wire shapes. */
export const rolesQuery = (f: RoleFilter) =>
  queryOptions({
    queryKey: consoleAccessKeys.rolesOf(f),
    queryFn: () => request<Page<RoleDetail>>('admin/role/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

export type RoleFields = Pick<RoleDetail, 'roleName' | 'roleCode' | 'roleDesc' | 'dsType'> & {
  dsScope: string[];
};
export const createRole = (r: RoleFields) => request<RoleDetail>('admin/role', { method: 'post', json: r });
export const updateRole = (r: Partial<RoleFields> & { roleId: string }) =>
  request<RoleDetail>('admin/role', { method: 'put', json: r });
export const deleteRoles = (ids: string[]) => request<true>('admin/role', { method: 'delete', json: ids });
export const exportRoles = (roleName?: string) =>
  downloadFile('admin/role/export', { roleName }, 'roles.xlsx');
/** The roles sheet as pig's import takes it; the answer is the envelope, whatever its code (the bad rows). */
export const importRoles = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post('admin/role/import', { body, throwHttpErrors: false }).json<Envelope<unknown>>();
};
export const downloadRoleTemplate = () =>
  downloadFile('admin/sys-file/local/file/role.xlsx', {}, 'role.xlsx');

/** The role lists read again (the page's refresh, after an import). */
export const useRefreshRoles = () => useRefresh(consoleAccessKeys.roles());

/** Save a role (create when no roleId); the role lists are refetched. */
export const saveRoleMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.roles(), ({ roleId, ...r }: RoleFields & { roleId?: string }) =>
    roleId ? updateRole({ ...r, roleId }) : createRole(r),
  );
export const useSaveRole = () => useMutation(saveRoleMutation(useQueryClient()));

/** Delete one role; the role lists are refetched. */
export const deleteRoleMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.roles(), (roleId: string) => deleteRoles([roleId]));
export const useDeleteRole = () => useMutation(deleteRoleMutation(useQueryClient()));

export const roleMenusQuery = (roleId: string) =>
  queryOptions({
    queryKey: consoleAccessKeys.roleMenus(roleId),
    queryFn: () => request<string[]>(`admin/menu/tree/${roleId}`),
  });
export const saveRoleMenus = (roleId: string, menuIds: string[]) =>
  request<true>('admin/role/menu', { method: 'put', json: { roleId, menuIds: menuIds.join(',') } });

/** Save a role's permissions whole; that role's grant is refetched. */
export const saveRoleMenusMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ roleId, menuIds }: { roleId: string; menuIds: string[] }) =>
      saveRoleMenus(roleId, menuIds),
    onSuccess: (_, { roleId }) => client.invalidateQueries({ queryKey: consoleAccessKeys.roleMenus(roleId) }),
  });
export const useSaveRoleMenus = () => useMutation(saveRoleMenusMutation(useQueryClient()));

/** The menu tree of the caller's tenant (its package): the menus page and the permission tree. */
export const menuTreeQuery = () =>
  queryOptions({
    queryKey: consoleAccessKeys.menus(),
    queryFn: () => request<MenuTreeNode[]>('admin/menu/tree'),
  });

export type MenuFields = Omit<MenuRecord, 'menuId' | 'createTime' | 'updateTime'>;
export const createMenu = (m: MenuFields) => request<MenuRecord>('admin/menu', { method: 'post', json: m });
export const updateMenu = (m: Partial<MenuFields> & { menuId: string }) =>
  request<MenuRecord>('admin/menu', { method: 'put', json: m });
export const deleteMenu = (id: string) => request<true>(`admin/menu/${id}`, { method: 'delete' });
export const sortMenus = (parentId: string, menuIds: string[]) =>
  request<true>('admin/menu/sort', { method: 'put', json: { parentId, menuIds } });

/** Save a menu (create when no menuId); the menu tree is refetched. */
export const saveMenuMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ menuId, ...m }: MenuFields & { menuId?: string }) =>
      menuId ? updateMenu({ ...m, menuId }) : createMenu(m),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleAccessKeys.menus() }),
  });
export const useSaveMenu = () => useMutation(saveMenuMutation(useQueryClient()));

/** Delete a menu with everything below it; the menu tree is refetched. */
export const deleteMenuMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.menus(), (menuId: string) => deleteMenu(menuId));
export const useDeleteMenu = () => useMutation(deleteMenuMutation(useQueryClient()));

/**
 * The tenant's console home page (pig's "set as home page"): staff land there when they open the console after
 * signing in. The menu tree shows which page it is.
 */
export const setHomePageMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.menus(), (menuId: string) =>
    request<true>(`admin/menu/homepage/${menuId}`, { method: 'put' }),
  );
export const useSetHomePage = () => useMutation(setHomePageMutation(useQueryClient()));
/** No home page any more: sign-ins land on the default page. */
export const clearHomePageMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.menus(), () =>
    request<true>('admin/menu/homepage', { method: 'delete' }),
  );
export const useClearHomePage = () => useMutation(clearHomePageMutation(useQueryClient()));

/** A department as pig's `GET /dept/tree` answers it (the Departments page's call). */
export type DeptNode = { id: string; name: string; children?: DeptNode[] };
export const deptTreeQuery = () =>
  queryOptions({
    queryKey: consoleAccessKeys.depts(),
    queryFn: () => request<DeptNode[]>('admin/dept/tree', { quiet: true }),
    staleTime: 60_000,
    retry: false,
  });

export const tenantsQuery = (f: TenantFilter) =>
  queryOptions({
    queryKey: consoleAccessKeys.tenantsOf(f),
    queryFn: () => request<Page<Tenant>>('admin/tenant/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });
export const packageMenusQuery = () =>
  queryOptions({
    queryKey: consoleAccessKeys.packageMenus(),
    queryFn: () => request<MenuTreeNode[]>('admin/tenant/tree/menu'),
  });

export type TenantFields = {
  name: string;
  code: string;
  startTime: string;
  endTime: string;
  status: '0' | '9';
  menuId: string;
  username?: string;
  password?: string;
};
export const createTenant = (t: TenantFields) => request<Tenant>('admin/tenant', { method: 'post', json: t });
export const updateTenant = (t: Partial<TenantFields> & { id: string }) =>
  request<Tenant>('admin/tenant', { method: 'put', json: t });
export const deleteTenants = (ids: string[]) =>
  request<true>('admin/tenant', { method: 'delete', json: ids });

/** Save a tenant (create when no id); the tenant lists are refetched. */
export const saveTenantMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.tenants(), ({ id, ...f }: TenantFields & { id?: string }) =>
    id ? updateTenant({ ...f, id }) : createTenant(f),
  );
export const useSaveTenant = () => useMutation(saveTenantMutation(useQueryClient()));

/** Delete one tenant; the tenant lists are refetched. */
export const deleteTenantMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.tenants(), (id: string) => deleteTenants([id]));
export const useDeleteTenant = () => useMutation(deleteTenantMutation(useQueryClient()));

export const clientsQuery = (f: ClientFilter) =>
  queryOptions({
    queryKey: consoleAccessKeys.clientsOf(f),
    queryFn: () => request<Page<OauthClient>>('admin/client/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

export type ClientFields = Omit<OauthClient, 'id' | 'createTime' | 'updateTime' | 'clientSecret'> & {
  clientSecret: string;
};
export const createClient = (c: ClientFields) =>
  request<OauthClient>('admin/client', { method: 'post', json: c });
export const updateClient = (c: Partial<ClientFields> & { id: string }) =>
  request<OauthClient>('admin/client', { method: 'put', json: c });
export const deleteClients = (ids: string[]) =>
  request<true>('admin/client', { method: 'delete', json: ids });

/** Save an OAuth client (create when no id); the client lists are refetched. */
export const saveClientMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.clients(), ({ id, ...c }: ClientFields & { id?: string }) =>
    id ? updateClient({ ...c, id }) : createClient(c),
  );
export const useSaveClient = () => useMutation(saveClientMutation(useQueryClient()));

/** Delete one OAuth client; the client lists are refetched. */
export const deleteClientMutation = (client: QueryClient) =>
  invalidating(client, consoleAccessKeys.clients(), (id: string) => deleteClients([id]));
export const useDeleteClient = () => useMutation(deleteClientMutation(useQueryClient()));
