import { createFileRoute } from '@tanstack/react-router';
import { NoticeCentre } from '@/features/admin/components/notice-centre';
import { myNoticesQuery } from '@/api/notices';
import { pageParams } from '@/lib/paged-search';
import { preloadList } from '@/lib/preload';
import { TITLES } from '@/lib/route-titles';

/** The notification centre: every console user's own notices (no permission needed beyond signing in). */
export const Route = createFileRoute('/admin/notices')({
  loader: ({ context, location }) =>
    preloadList(context.queryClient, myNoticesQuery(pageParams(location.search))),
  component: NoticeCentre,
  staticData: { title: TITLES.notices },
});
