import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { Locale } from '@contract/constants';
import { ComingSoon } from '@/features/coming-soon/components/coming-soon';
import { usePageName } from '@/lib/page-title';
import { titleIn } from '@/lib/route-titles';

/** Shows the coming-soon page under the current route's title. */
export function ComingSoonRoute() {
  const { i18n } = useLingui();
  const title = useMatches({ select: (ms) => ms.at(-1)?.staticData.title });
  // A console page of a later release is named by its menu entry.
  const named = usePageName();
  return <ComingSoon title={named ?? titleIn(title, i18n.locale as Locale)} />;
}
