import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export type LoginTab = 'account' | 'sms' | 'social' | 'register';

/**
 * The login screen's four tabs. SMS login and account creation open when the site allows them
 * (`smsLoginEnable`, `registerEnable`); social login when the organisation has a provider (`socialLoginEnable`,
 * kept in step by the server).
 */
export function LoginTabs({
  active,
  onChange,
  smsEnabled,
  registerEnabled,
  socialEnabled,
  children,
}: {
  active: LoginTab;
  onChange: (tab: LoginTab) => void;
  smsEnabled: boolean;
  registerEnabled: boolean;
  socialEnabled: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const tabs: { key: LoginTab; label: string; enabled: boolean }[] = [
    { key: 'account', label: t`Account login`, enabled: true },
    { key: 'sms', label: t`SMS login`, enabled: smsEnabled },
    { key: 'social', label: t`Social login`, enabled: socialEnabled },
    { key: 'register', label: t`Create account`, enabled: registerEnabled },
  ];
  return (
    <div>
      <div role="tablist" className="tabs">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.key === active}
            disabled={!tab.enabled}
            className="tab"
            onClick={() => onChange(tab.key)}
            data-testid={`login-tab-${tab.key}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{children}</div>
    </div>
  );
}
