import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { NavBar } from '@/components/ui/nav-bar';
import { Trans } from '@lingui/react/macro';
import { RegisterForm } from '@/features/auth/components/register-form';
import { OfflineBanner } from '@/components/offline-banner';
import { getTenantId } from '@/lib/storage';
import { TITLES } from '@/lib/route-titles';

function Register() {
  const router = useRouter();
  const navigate = useNavigate();
  return (
    <main className="portal-page" data-testid="register-page">
      <NavBar onBack={() => router.history.back()}>
        <Trans>Create account</Trans>
      </NavBar>
      <OfflineBanner />
      <RegisterForm tenantId={getTenantId()} onLoggedIn={() => void navigate({ to: '/home' })} />
    </main>
  );
}

export const Route = createFileRoute('/person/register')({
  component: Register,
  staticData: { title: TITLES.register },
});
