import { createFileRoute } from '@tanstack/react-router';
import { FileAdminPage, fileParams } from '@/features/console-content/components/file-admin-page';
import { PERMISSIONS } from '@contract/permissions';
import { filesQuery } from '@/features/console-content/api/files';
import { preloadList } from '@/lib/preload';

export const Route = createFileRoute('/admin/file')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, filesQuery(fileParams(location.search)), PERMISSIONS.fileView),
  component: FileAdminPage,
});
