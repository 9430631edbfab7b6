import { queryOptions } from '@tanstack/react-query';
import type { MenuNode } from '@contract/auth';
import { request } from '@/lib/api-client';

export const menuQuery = () =>
  queryOptions({ queryKey: ['admin', 'menu'], queryFn: () => request<MenuNode[]>('admin/menu') });
