import { Button, DotLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavBar } from '@/components/ui/nav-bar';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserInfo } from '@contract/auth';
import { fetchUserInfo } from '@/lib/account';
import { lazyOnline, useOnline } from '@/lib/online';
import { useSiteConfig } from '@/lib/site-config';
import { useUser } from '@/lib/session';
import { AvatarSection } from './avatar-section';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';
import './person-settings.css';
import { langOf } from '@/components/user-content';
import { TITLES, titleIn } from '@/lib/route-titles';

// Both work online only: their code (and the SMS button's, the strength meter's) loads when opened.
const PhoneForm = lazy(() => import('./phone-form').then((m) => ({ default: m.PhoneForm })));
const PasswordForm = lazy(() => import('./password-form').then((m) => ({ default: m.PasswordForm })));
// Linked accounts: only where the organisation has a social login, so its code loads then.
const SocialAccountsSection = lazyOnline(
  () => import('./social-accounts-section').then((m) => m.SocialAccountsSection),
  SocialAccountsOffline,
);

// Calendar and reminders: online only (the feed's address and the settings are the server's).
const CalendarSection = lazyOnline(
  () => import('./calendar-section').then((m) => m.CalendarSection),
  CalendarOffline,
);

function CalendarOffline() {
  return (
    <section className="settings-section" data-testid="calendar-offline">
      <h2>
        <Trans>Calendar and reminders</Trans>
      </h2>
      <p className="settings-hint">
        <Trans>The calendar address and reminders can be seen and changed when you are online.</Trans>
      </p>
    </section>
  );
}

/** In its place when its code cannot be loaded (offline, never opened online on this device). */
function SocialAccountsOffline() {
  return (
    <section className="settings-section" data-testid="social-accounts-offline">
      <h2>
        <Trans>Linked accounts</Trans>
      </h2>
      <p className="settings-hint">
        <Trans>Linked accounts can be seen and changed when you are online.</Trans>
      </p>
    </section>
  );
}

/** 13812345678 → 138****5678, as the number shows on screen. */
const masked = (phone: string | null) => (phone ? phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : '');

/** A section that opens in place to show its form; closed, it says what it holds. */
function Opening(props: {
  title: string;
  summary: ReactNode;
  open: boolean;
  onToggle: () => void;
  disabled: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="settings-section" data-testid={props.testId}>
      <div className="settings-row">
        <div>
          <h2>{props.title}</h2>
          <p className="settings-hint">{props.summary}</p>
        </div>
        <Button
          size="small"
          aria-expanded={props.open}
          disabled={props.disabled && !props.open}
          onClick={props.onToggle}
          data-testid={`${props.testId}-toggle`}
        >
          {props.open ? <Trans>Cancel</Trans> : <Trans>Change</Trans>}
        </Button>
      </div>
      {props.open && <Suspense fallback={<DotLoading className="loading-dots" />}>{props.children}</Suspense>}
    </section>
  );
}

/**
 * /person/personSetting, phone first: avatar, profile, mobile number, password, the devices signed
 * in and the linked social accounts. Offline the page shows what this device knows and says that changes need a
 * connection; nothing can be saved until it is back.
 */
/** The learner's settings page; `embedded` in the console, under its frame (no back bar, a heading instead). */
export function PersonSettingsPage({ embedded = false }: { embedded?: boolean }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const stored = useUser();
  const site = useSiteConfig();
  const [open, setOpen] = useState<'phone' | 'password' | null>(null);
  // What this device holds may be older than the server's: asked again once per visit, when online.
  useEffect(() => {
    if (online) void fetchUserInfo().catch(() => undefined);
  }, [online]);
  const user = stored?.user as UserInfo | undefined;
  if (!user) return null;
  const name = user.nickname || user.name || user.username;
  const toggle = (section: 'phone' | 'password') => setOpen(open === section ? null : section);
  const Root = embedded ? 'div' : 'main';

  return (
    // The portal's page is the main landmark; inside the console, the console's frame is.
    <Root className="portal-page person-settings" data-testid="person-settings">
      {embedded ? (
        <h1 className="console-page-title">
          <Trans>Personal settings</Trans>
        </h1>
      ) : (
        <NavBar onBack={() => router.history.back()}>
          <Trans>Personal settings</Trans>
        </NavBar>
      )}
      {!online && (
        <div className="offline-banner" role="status" data-testid="settings-offline">
          <Trans>You are offline. Changes to your settings need a connection.</Trans>
        </div>
      )}
      <AvatarSection url={user.avatar} name={name} online={online} />
      <section className="settings-section" aria-labelledby="settings-profile-title">
        <h2 id="settings-profile-title">
          <Trans>Profile</Trans>
        </h2>
        <p className="settings-hint" translate="no" lang={langOf(user.username)}>
          {user.username}
        </p>
        <ProfileForm
          key={user.updateTime ?? ''}
          online={online}
          initial={{ nickname: user.nickname ?? '', name: user.name ?? '', email: user.email ?? '' }}
        />
      </section>
      <Opening
        title={t`Mobile number`}
        summary={masked(user.phone) || t`No mobile number yet`}
        open={open === 'phone'}
        onToggle={() => toggle('phone')}
        disabled={!online}
        testId="settings-phone"
      >
        <PhoneForm current={user.phone} onDone={() => setOpen(null)} />
      </Opening>
      <Opening
        title={t`Password`}
        summary={t`Changing it logs out your other devices`}
        open={open === 'password'}
        onToggle={() => toggle('password')}
        disabled={!online}
        testId="settings-password"
      >
        <PasswordForm onDone={() => setOpen(null)} />
      </Opening>
      <SessionsSection online={online} />
      <Suspense fallback={<DotLoading className="loading-dots" />}>
        <CalendarSection online={online} />
      </Suspense>
      {/* The phone's downloads and storage: a learner's, so not inside the console. */}
      {!embedded && (
        <section className="settings-section">
          <Link to="/person/storage" data-testid="storage-link">
            {titleIn(TITLES.storage, i18n.locale === 'en' ? 'en' : 'zh-cn')}
          </Link>
        </section>
      )}
      {site?.socialLoginEnable && (
        <Suspense fallback={<DotLoading className="loading-dots" />}>
          <SocialAccountsSection online={online} />
        </Suspense>
      )}
    </Root>
  );
}
