import { createFileRoute } from '@tanstack/react-router';
import { I18nAdminPage } from '@/features/console-content/components/i18n-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/i18n')({
  component: I18nAdminPage,
  staticData: { title: TITLES.i18nAdmin },
});
