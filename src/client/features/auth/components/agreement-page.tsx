import { DotLoading } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { UserContent } from '@/components/user-content';
import { agreementQuery } from '../api/agreement';
import './account-forms.css';

/** /Agreement: the site's user agreement, as staff wrote it (site parameters), in the reader's language. */
export function AgreementPage() {
  const { i18n } = useLingui();
  const router = useRouter();
  const agreement = useQuery(agreementQuery());
  const text = agreement.data && (i18n.locale === 'en' ? agreement.data.textEn : agreement.data.text);
  return (
    <main className="portal-page" data-testid="agreement-page">
      <NavBar onBack={() => router.history.back()}>
        <Trans>User agreement</Trans>
      </NavBar>
      <OfflineBanner />
      {text ? (
        <article className="agreement-text">
          {text.split('\n').map((line, i) => (
            <p key={i}>
              <UserContent>{line}</UserContent>
            </p>
          ))}
        </article>
      ) : agreement.isPending && agreement.fetchStatus === 'paused' ? (
        <OfflineEmpty />
      ) : agreement.isPending ? (
        <DotLoading className="loading-dots" />
      ) : (
        <p className="agreement-text">
          <Trans>The agreement could not be loaded.</Trans>
        </p>
      )}
    </main>
  );
}
