import { useEffect, useRef } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';

/** Points an element's `src` at a blob for as long as it shows it (the object URL is freed after). */
function useBlobSrc<E extends HTMLImageElement | HTMLIFrameElement>(blob: Blob) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}

function BlobImage({ blob, name }: { blob: Blob; name: string }) {
  return <img ref={useBlobSrc<HTMLImageElement>(blob)} alt={name} className="file-view-image" />;
}

function BlobPdf({ blob, name }: { blob: Blob; name: string }) {
  return <iframe ref={useBlobSrc<HTMLIFrameElement>(blob)} title={name} className="file-view-pdf" />;
}

/** Saves a blob under a name, as a link with `download` does. */
function save(blob: Blob, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/**
 * A file only the caller's token may fetch (a business licence, a feedback's attachment), previewed: an image
 * inline, a PDF in the browser's own viewer, anything else offered for download; and a download button always.
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
  if (file.isPending) return <DotLoading />;
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
      {blob.type === 'application/pdf' && <BlobPdf blob={blob} name={name} />}
      <Button size="mini" onClick={() => save(blob, name)} aria-label={t`Download ${name}`}>
        <Trans>Download</Trans>
      </Button>
    </div>
  );
}
