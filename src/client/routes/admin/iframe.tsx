import { createFileRoute } from '@tanstack/react-router';
import { EmbeddedPage } from '@/features/admin/components/embedded-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/iframe')({
  component: EmbeddedPage,
  staticData: { title: TITLES.admin },
});
