import { createFileRoute } from '@tanstack/react-router';
import { ConsoleWelcome } from '@/features/admin/components/console-welcome';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/admin/')({
  component: ConsoleWelcome,
  staticData: { title: TITLES.admin },
});
