import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/lib/guard';

/** The /auth layout: everything under it needs a login. */
export const Route = createFileRoute('/_auth')({ beforeLoad: requireLogin, component: Outlet });
