import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/person/resetPassword')({
  component: ResetPasswordPage,
  staticData: { title: TITLES.resetPassword },
});
