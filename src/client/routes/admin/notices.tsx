import { createFileRoute } from '@tanstack/react-router';
import { NoticeCentre } from '@/features/admin/components/notice-centre';
import { TITLES } from '@/lib/route-titles';

/** The notification centre: every console user's own notices (no permission needed beyond signing in). */
export const Route = createFileRoute('/admin/notices')({
  component: NoticeCentre,
  staticData: { title: TITLES.notices },
});
