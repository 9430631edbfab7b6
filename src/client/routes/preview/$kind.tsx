import { createFileRoute, useSearch } from '@tanstack/react-router';
import { FilePreviewPage } from '@/features/console-content/components/preview-page';
import { enterConsole } from '@/app/enter-console';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

// The search is read here, in the page's own chunk, rather than by a validateSearch, which would sit in every
// phone's first chunk with the route tree; the page names itself (the file's name) for the same reason.
function PreviewRoute() {
  const { kind } = Route.useParams();
  const search: Record<string, unknown> = useSearch({ strict: false });
  return (
    <FilePreviewPage
      kind={kind}
      url={text(search.url)}
      fileName={text(search.fileName)}
      name={text(search.name)}
    />
  );
}

/** The spec's preview pages (image, office, pdf; text is ours), opened in a new tab by the file previews. */
export const Route = createFileRoute('/preview/$kind')({
  // Staff open it from the console, whose messages it shows.
  beforeLoad: enterConsole,
  component: PreviewRoute,
});
