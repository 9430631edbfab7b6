import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OauthClient } from '@contract/client';
import type { Page } from '@contract/envelope';
import type { MenuRecord, MenuTreeNode } from '@contract/menu';
import type { RoleDetail } from '@contract/role';
import type { Tenant } from '@contract/tenant';
import { request, toSearchParams } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { consoleAccessKeys, type ClientFilter, type RoleFilter, type TenantFilter } from './keys';

/** Console › System › Roles, Menus, Tenants and OAuth clients (issue 15): pig's calls in their wire shapes. */
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

export const roleMenusQuery = (roleId: string) =>
  queryOptions({
    queryKey: consoleAccessKeys.roleMenus(roleId),
    queryFn: () => request<string[]>(`admin/menu/tree/${roleId}`),
  });
export const saveRoleMenus = (roleId: string, menuIds: string[]) =>
  request<true>('admin/role/menu', { method: 'put', json: { roleId, menuIds: menuIds.join(',') } });

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
