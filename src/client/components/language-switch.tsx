import { useLingui } from '@lingui/react';
import { activateLocale } from '@/lib/i18n';

/** 中文 / English: the choice is stored and applied at once. */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  return (
    <span className="lang-switch">
      <button type="button" className="link-button" aria-pressed={i18n.locale === 'zh-cn'} data-testid="lang-zh" onClick={() => void activateLocale('zh-cn')}>
        中文
      </button>
      <span aria-hidden>|</span>
      <button type="button" className="link-button" aria-pressed={i18n.locale === 'en'} data-testid="lang-en" onClick={() => void activateLocale('en')}>
        English
      </button>
    </span>
  );
}
