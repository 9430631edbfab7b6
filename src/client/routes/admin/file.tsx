import { createFileRoute } from '@tanstack/react-router';
import { FileAdminPage } from '@/features/console-content/components/file-admin-page';

export const Route = createFileRoute('/admin/file')({
  component: FileAdminPage,
});
