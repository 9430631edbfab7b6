import { queryOptions } from '@tanstack/react-query';
import type { MenuNode } from '@contract/auth';
import { request } from '@/lib/api-client';
import { adminKeys } from './keys';

export const menuQuery = () =>
  queryOptions({ queryKey: adminKeys.menu(), queryFn: () => request<MenuNode[]>('admin/menu') });
