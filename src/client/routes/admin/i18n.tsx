import { createFileRoute } from '@tanstack/react-router';
import { I18nAdminPage } from '@/features/console-content/components/i18n-admin-page';

export const Route = createFileRoute('/admin/i18n')({
  component: I18nAdminPage,
});
