import { Trans, useLingui } from '@lingui/react/macro';
import { useNamePage } from '@/lib/page-title';
import { UserContent } from '@/components/user-content';
import { isPreviewPage, ownLink, type PreviewPage } from '../office/preview-format';
import { PreviewBody, saveLink } from './file-preview';

/**
 * A preview page of its own, opened in a new tab (`/#/preview/<kind>?url=…&fileName=…&name=…`): the file's name,
 * its download, and the file shown as the drawer shows it. A link of another origin, or a kind with no page,
 * says the file cannot be previewed.
 */
export function FilePreviewPage({
  kind,
  url,
  fileName,
  name,
}: {
  kind: string;
  url: string;
  fileName: string;
  name?: string;
}) {
  const { t } = useLingui();
  const link = ownLink(url, window.location.origin);
  const title = name || fileName;
  useNamePage(title || t`File preview`);
  const page: PreviewPage | null = link && isPreviewPage(kind) ? kind : null;
  return (
    <main className="preview-page" data-testid="preview-page">
      <header className="preview-page-head">
        <h1>{title ? <UserContent>{title}</UserContent> : t`File preview`}</h1>
        {link && (
          <button
            type="button"
            className="preview-page-download"
            onClick={() => saveLink(link, title)}
            data-testid="preview-download"
          >
            <Trans>Download</Trans>
          </button>
        )}
      </header>
      {page && link ? (
        <div className={`preview-page-body preview-page-${page}`}>
          <PreviewBody kind={page} url={link} name={title} fileName={fileName} />
        </div>
      ) : (
        <p role="alert" data-testid="preview-failed">
          {link ? (
            <Trans>This file cannot be previewed. Download it to open it.</Trans>
          ) : (
            <Trans>This link cannot be previewed.</Trans>
          )}
        </p>
      )}
    </main>
  );
}
