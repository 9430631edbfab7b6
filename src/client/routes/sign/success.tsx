import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SignSuccessPage } from '@/features/checkin/components/sign-success-page';
import { TITLES } from '@/lib/route-titles';

const validateSearch = (s: Record<string, unknown>): { id: string } => ({
  id: typeof s.id === 'string' ? s.id.slice(0, 64) : '',
});

function SignSuccess() {
  return <SignSuccessPage id={getRouteApi('/sign/success').useSearch().id} />;
}

export const Route = createFileRoute('/sign/success')({
  validateSearch,
  component: SignSuccess,
  staticData: { title: TITLES.signSuccess },
});
