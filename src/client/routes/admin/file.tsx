import { createFileRoute } from '@tanstack/react-router';
import { FileAdminPage } from '@/features/console-content/components/file-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/file')({
  component: FileAdminPage,
  staticData: { title: TITLES.fileAdmin },
});
