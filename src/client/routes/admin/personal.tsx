import { createFileRoute } from '@tanstack/react-router';
import { PersonSettingsPage } from '@/features/person-settings/components/person-settings-page';
import { TITLES } from '@/lib/route-titles';

/** The personal centre inside the console: the portal's own settings page (profile, avatar, password, bindings). */
function ConsolePersonal() {
  return <PersonSettingsPage embedded />;
}

export const Route = createFileRoute('/admin/personal')({
  component: ConsolePersonal,
  staticData: { title: TITLES.personSetting },
});
