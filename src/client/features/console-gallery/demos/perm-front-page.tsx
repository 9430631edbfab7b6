import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { has } from '@/lib/permissions';
import { PreviewSet, usePreview } from '../permission-preview';
import './widgets.css';

/**
 * Front-end page permission: a console page opens only for a holder of its view permission (each page gates
 * itself with `useAuth`, as the Users page does); anyone else gets the spec's no-access text. Here the pages are
 * judged against the preview, which starts as the permissions the server gave the signed-in user.
 */
export default function PermFrontPageDemo() {
  const { t } = useLingui();
  const pages = [
    { title: t`Users`, permission: PERMISSIONS.userView },
    { title: t`Roles`, permission: PERMISSIONS.roleView },
    { title: t`Operation log`, permission: PERMISSIONS.logView },
    { title: t`Tenants`, permission: PERMISSIONS.tenantView },
    { title: t`Sign-ups`, permission: PERMISSIONS.enrolmentView },
  ];
  const strings = pages.map((p) => p.permission);
  const { held, preview, toggle } = usePreview(strings);
  return (
    <div className="gallery-w-stack">
      <PreviewSet strings={strings} held={held} preview={preview} toggle={toggle} />
      <ul className="gallery-perm-pages" aria-label={t`Pages`}>
        {pages.map((p) => (
          <li key={p.permission} data-testid="perm-page">
            <h2>{p.title}</h2>
            {has(preview, p.permission) ? (
              <p className="gallery-good">
                <Trans>The page opens: its menu entry shows and its route renders.</Trans>
              </p>
            ) : (
              <p className="gallery-bad" role="note">
                <Trans>You are not authorized to operate</Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="gallery-w-note">
        <Trans>
          Hiding a page is not security: the server checks the same string on every call (the back-end page
          demo asks it).
        </Trans>
      </p>
    </div>
  );
}
