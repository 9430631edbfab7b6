import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { systemConfigQuery } from '@/lib/site-config';

/**
 * A text the server translates (pig's sys_i18n, Console › System › Translations) in the reader's language, or
 * undefined when it has none for `key`.
 */
export function useServerText(key: string): string | undefined {
  const { i18n } = useLingui();
  const config = useQuery(systemConfigQuery());
  const list = config.data?.i18n[i18n.locale === 'en' ? 'en' : 'zh-cn'] ?? [];
  return list.find((entry) => key in entry)?.[key] || undefined;
}
