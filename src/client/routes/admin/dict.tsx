import { createFileRoute } from '@tanstack/react-router';
import { DictAdminPage } from '@/features/console-content/components/dict-admin-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/dict')({
  component: DictAdminPage,
  staticData: { title: TITLES.dictAdmin },
});
