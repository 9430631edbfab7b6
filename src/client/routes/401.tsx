import { createFileRoute } from '@tanstack/react-router';
import { NoPermission } from '@/components/result-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/401')({
  component: NoPermission,
  staticData: { title: TITLES.noPower },
});
