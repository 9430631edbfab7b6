import { Button, DotLoading, Space } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';

/** An image blob shown inline for as long as the component shows it (its object URL is freed after). */
function BlobImage({ blob, name }: { blob: Blob; name: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={ref} alt={name} className="file-view-image" data-testid="file-view-image" />;
}

/** How long a blob's link lives once handed to a new tab or a download: long enough for either to read it. */
const HANDED_OVER_MS = 60_000;

/**
 * Opens a blob in a new tab (a PDF in the browser's own viewer), or saves it under a name as a link with
 * `download` does. A PDF is not framed in the page: the PWA's Content-Security-Policy frames nothing.
 */
function handOver(blob: Blob, name?: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  if (name) a.download = name;
  else a.target = '_blank';
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), HANDED_OVER_MS);
}

/**
 * A file only the caller's token may fetch (a business licence, a feedback's attachment), previewed: an image
 * inline, a PDF in the browser's own viewer (a new tab), anything else offered for download; a download always.
 */
export function FileView<K extends QueryKey>({
  query,
  name,
  testId,
}: {
  query: UseQueryOptions<Blob, Error, Blob, K>;
  name: string;
  testId: string;
}) {
  const { t } = useLingui();
  const file = useQuery(query);
  if (file.isPending) return <DotLoading className="loading-dots" />;
  if (file.isError)
    return (
      <p role="alert" data-testid={`${testId}-error`}>
        <Trans>The file cannot be loaded now.</Trans>
      </p>
    );
  const blob = file.data;
  return (
    <div className="file-view" data-testid={testId}>
      {blob.type.startsWith('image/') && <BlobImage blob={blob} name={name} />}
      <Space>
        {blob.type === 'application/pdf' && (
          <Button size="mini" color="primary" onClick={() => handOver(blob)} data-testid={`${testId}-pdf`}>
            <Trans>Open the PDF in a new tab</Trans>
          </Button>
        )}
        <Button
          size="mini"
          onClick={() => handOver(blob, name)}
          aria-label={t`Download ${name}`}
          data-testid={`${testId}-download`}
        >
          <Trans>Download</Trans>
        </Button>
      </Space>
    </div>
  );
}
