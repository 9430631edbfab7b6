import { useLingui } from '@lingui/react';
import { activateLocale } from '@/lib/i18n';

// Each language is named in its own language, so these two labels are never translated.
// eslint-disable-next-line lingui/no-unlocalized-strings -- the endonym is the same in every locale
const CHINESE = '\u4e2d\u6587';

/** 中文 / English: the choice is stored and applied at once. */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  return (
    <span className="lang-switch" translate="no">
      <button
        type="button"
        className="link-button"
        aria-pressed={i18n.locale === 'zh-cn'}
        data-testid="lang-zh"
        lang="zh"
        onClick={() => void activateLocale('zh-cn')}
      >
        {CHINESE}
      </button>
      <span aria-hidden>|</span>
      <button
        type="button"
        className="link-button"
        aria-pressed={i18n.locale === 'en'}
        data-testid="lang-en"
        onClick={() => void activateLocale('en')}
      >
        English
      </button>
    </span>
  );
}
