import { createFileRoute } from '@tanstack/react-router';
import { StoragePage } from '@/features/study/downloads/storage-page';
import { TITLES } from '@/lib/route-titles';

// An on-demand chunk with its own catalog (build/precache-scope.ts DOWNLOAD_CODE): a learner reaches it after a
// download, online, and the service worker keeps it from then, so it opens offline too.
export const Route = createFileRoute('/_auth/person/storage')({
  component: StoragePage,
  staticData: { title: TITLES.storage },
});
