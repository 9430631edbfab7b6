import { createFileRoute } from '@tanstack/react-router';
import { ParamAdminPage } from '@/features/console-system/components/param-admin-page';

// pig's 网站配置 page (pig-ui's /admin/siteconfig/index): in this console the site settings are parameters,
// edited on the Parameters page, which this menu entry opens.
export const Route = createFileRoute('/admin/siteconfig')({
  component: ParamAdminPage,
});
