import { Button } from 'antd-mobile';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteConfig } from '@contract/param';
import { siteText } from '@contract/site-text';
import { STAFF_PERMISSIONS } from '@contract/staff-permissions';
import { LanguageSwitch } from '@/components/language-switch';
import { OfflineBanner } from '@/components/offline-banner';
import { PendingBadge } from '@/components/pending-badge';
import { Auths } from '@/components/auth-gates';
import { UserContent } from '@/components/user-content';
import { myExamsQuery, openExamCount } from '@/api/exams';
import { unreadQuery } from '@/api/notices';
import { confirmLogout } from '@/lib/account';
import { useState, type ReactNode } from 'react';
import { titleIn, TITLES } from '@/lib/route-titles';
import { useUser } from '@/lib/session';

/**
 * `children`: the catalog, composed in by the route (features do not import each other). `siteLoading`: the
 * site's texts are on their way (a first visit), so the notice's line is held for them.
 */
export function HomePage({
  site,
  siteLoading = false,
  children,
}: {
  site: SiteConfig | undefined;
  siteLoading?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const userName = user?.userName ?? '';
  const navigate = useNavigate();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-cn';
  const notice = site && siteText(site, 'notice', locale);
  const footer = site && siteText(site, 'footer', locale);
  // The exams open to me now (to sit or to finish), beside their entry.
  const openExams = openExamCount(useQuery({ ...myExamsQuery(), enabled: !!user }).data);
  const entries = [
    { to: '/studyOffline', label: t`Classroom courses` },
    { to: '/studyOnline', label: t`Online courses` },
    { to: '/person/myStudy/studyPage', label: t`My study` },
    { to: '/person/myStudy/signUp', label: t`My sign-ups` },
    { to: '/person/test/test', label: titleIn(TITLES.test, locale), count: openExams },
    { to: '/sign/home', label: t`Check-in` },
    { to: '/enterprise/info', label: t({ message: 'Enterprise', context: 'home entry' }) },
    { to: '/person/feedback', label: t`Feedback` },
  ] as const;

  const logout = async () => {
    if (await confirmLogout()) await navigate({ to: '/login' });
  };

  return (
    <main className="home-page" data-testid="home-page">
      <OfflineBanner />
      <header className="home-header">
        <h1>{(site && siteText(site, 'title', locale)) || <Trans>Training portal</Trans>}</h1>
        {/* What the portal is for, in a line; also the page's largest text, so the first paint from the HTML
            (the boot shell) is its largest paint rather than a course cover that waits for the app. */}
        <p className="home-tagline">
          <Trans>
            Online courses, classroom training, sign-ups and check-in for property-management professionals
          </Trans>
        </p>
        <div className="home-header-bar">
          <LanguageSwitch />
          <PendingBadge />
          {user ? (
            <span>
              <NoticesLink />{' '}
              <Link to="/person/certificates" data-testid="certificates-link">
                {titleIn(TITLES.certificates, locale)}
              </Link>{' '}
              <Link
                to="/person/personSetting"
                data-testid="current-user"
                translate="no"
                aria-label={t`Personal settings of ${userName}`}
              >
                <UserContent>{user.userName}</UserContent>
              </Link>{' '}
              <Button size="mini" onClick={() => void logout()} data-testid="logout">
                <Trans>Log out</Trans>
              </Button>
            </span>
          ) : (
            <Link to="/login" data-testid="login-link">
              <Trans>Log in</Trans>
            </Link>
          )}
        </div>
      </header>
      {siteLoading ? (
        <div className="site-notice" aria-hidden="true" />
      ) : (
        notice && <SiteNotice text={notice} />
      )}
      {/* A CSS grid, not antd-mobile's Grid: the boot shell in index.html draws the same boxes before any code. */}
      <div className="home-entries">
        {entries.map((e) => (
          <Link key={e.to} to={e.to} className="home-entry">
            {e.label}
            {'count' in e && e.count > 0 && (
              <>
                <span className="home-count" aria-hidden="true" data-testid="open-exams">
                  {e.count}
                </span>
                <span className="visually-hidden">{t`(${e.count} open)`}</span>
              </>
            )}
          </Link>
        ))}
        <Auths value={STAFF_PERMISSIONS}>
          <Link to="/admin" className="home-entry">
            <Trans>Staff console</Trans>
          </Link>
        </Auths>
      </div>
      {children}
      {(site?.hotline || footer) && (
        <footer className="home-footer" data-testid="home-footer">
          {site?.hotline && <Trans>Hotline: {site.hotline}</Trans>}
          {footer && <div>{footer}</div>}
        </footer>
      )}
    </main>
  );
}

/** The signed-in person's notification centre, with how many notices are unread (polled while home is open). */
function NoticesLink() {
  const { t } = useLingui();
  const count = useQuery(unreadQuery(false)).data?.count ?? 0;
  return (
    <Link
      to="/person/notices"
      aria-label={count ? t`Notices, ${count} unread` : undefined}
      data-testid="notices-link"
    >
      <Trans>Notices</Trans>
      {count > 0 && (
        <span className="home-count" aria-hidden="true" data-testid="notices-unread">
          {count}
        </span>
      )}
    </Link>
  );
}

/**
 * The site's notice: one line (its place is known before the text arrives, so nothing below it moves), the
 * whole text on a tap. It does not scroll by itself: moving text is hard to read and cannot be paused.
 */
function SiteNotice({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className="site-notice"
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      data-testid="site-notice"
    >
      <svg className="site-notice-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z"
          fill="currentColor"
        />
      </svg>
      <span className="site-notice-text">{text}</span>
    </button>
  );
}
