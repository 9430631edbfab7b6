import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/lib/guard';

/** The spec's /auth layout: everything under it needs a login. */
export const Route = createFileRoute('/_auth')({ beforeLoad: requireLogin, component: Outlet });
