import { createFileRoute } from '@tanstack/react-router';
import { MySignUpsPage } from '@/features/study/components/my-sign-ups-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/_auth/person/myStudy/signUp')({
  component: MySignUpsPage,
  staticData: { title: TITLES.signUp },
});
