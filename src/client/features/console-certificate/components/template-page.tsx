import './template-page.css';
import { DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { NotAllowed } from '@/components/not-allowed';
import { useOnline } from '@/lib/online';
import { useAuth } from '@/lib/permissions';
import { templateQuery } from '../api/template';
import { TemplateForm } from './template-form';
import { TemplatePreview } from './template-preview';

/**
 * The tenant's certificate template (证书模板): issuer, signatory and wording in both languages, seal and
 * background, and a sample drawn with what is saved. Read with edu_certificate_view, changed with
 * edu_certificate_edit (the server checks both). Offline it shows the template last read and how old it is;
 * saving needs a connection.
 */
export function CertificateTemplatePage() {
  const { t } = useLingui();
  const canView = useAuth(PERMISSIONS.certificateView);
  const canEdit = useAuth(PERMISSIONS.certificateEdit);
  const online = useOnline();
  const template = useQuery({ ...templateQuery(), enabled: canView });
  if (!canView)
    return (
      <NotAllowed testId="certificate-template">
        {t`You do not have permission to view the certificate template.`}
      </NotAllowed>
    );
  let content;
  if (template.data)
    content = (
      <div className="template-columns">
        <TemplateForm template={template.data} editable={canEdit} online={online} />
        <TemplatePreview allowed={canEdit} />
      </div>
    );
  else if (template.isError || (!online && template.fetchStatus === 'paused'))
    content = online ? (
      <EmptyState
        title={<Trans>The template cannot be loaded now</Trans>}
        description={<Trans>Refresh to try again.</Trans>}
        data-testid="certificate-template-error"
      />
    ) : (
      <OfflineEmpty />
    );
  else content = <DotLoading className="loading-dots" />;
  return (
    <section className="console-page template-page" data-testid="certificate-template">
      <FreshnessNote updatedAt={template.dataUpdatedAt} />
      {!canEdit && (
        <p className="hint" data-testid="template-read-only">
          <Trans>You may read the template; changing it needs the permission to edit certificates.</Trans>
        </p>
      )}
      {canEdit && !online && template.data && (
        <p className="hint" role="status">
          <Trans>You are offline: the template can be read, but saving it needs a connection.</Trans>
        </p>
      )}
      {content}
    </section>
  );
}
