import { createFileRoute } from '@tanstack/react-router';
import { PersonSettingsPage } from '@/features/person-settings/components/person-settings-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/_auth/person/personSetting')({
  component: PersonSettingsPage,
  staticData: { title: TITLES.personSetting },
});
