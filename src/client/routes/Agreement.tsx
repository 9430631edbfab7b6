import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '@/features/auth/components/agreement-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/Agreement')({
  component: AgreementPage,
  staticData: { title: TITLES.agreement },
});
