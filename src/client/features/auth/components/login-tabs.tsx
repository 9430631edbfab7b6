import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * The login screen's four tabs. SMS, social login and account creation come with their own releases;
 * until then their tabs are shown, disabled, so people know they exist.
 */
export function LoginTabs({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const tabs = [
    { key: 'account', label: t`Account login`, enabled: true },
    { key: 'sms', label: t`SMS login`, enabled: false },
    { key: 'social', label: t`Social login`, enabled: false },
    { key: 'register', label: t`Create account`, enabled: false },
  ];
  return (
    <div>
      <div role="tablist" className="tabs">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.key === 'account'}
            disabled={!tab.enabled}
            className="tab"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{children}</div>
    </div>
  );
}
