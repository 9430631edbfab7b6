import { createFileRoute } from '@tanstack/react-router';
import { MessagesConsole } from '@/features/console-system/components/messages-console';
import { PERMISSIONS } from '@contract/permissions';
import { messagesQuery } from '@/features/console-system/api/messages';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';

/** Console › System › Notices (pig's menu path /tools/message/index, its view's; menu-tree.ts routes it here). */
export const Route = createFileRoute('/admin/message')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, messagesQuery(pageParams(location.search)), PERMISSIONS.messageView),
  component: MessagesConsole,
});
