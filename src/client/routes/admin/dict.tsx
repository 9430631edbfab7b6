import { createFileRoute } from '@tanstack/react-router';
import { DictAdminPage } from '@/features/console-content/components/dict-admin-page';

export const Route = createFileRoute('/admin/dict')({
  component: DictAdminPage,
});
