import { DotLoading } from 'antd-mobile';
import { type ComponentType, Suspense, use, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { GALLERY_PERMISSION, galleryItem } from '@contract/gallery';
import { NotAllowed } from '@/components/not-allowed';
import { useAuth } from '@/lib/permissions';
import { slugOf } from './slug';
import './gallery.css';

/** Each demo is one file of ./demos, named by its slug: the page shows the component and, beside it, its code. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern, not text
const sources = import.meta.glob<string>('./demos/*.tsx', { query: '?raw', import: 'default' });
const SOURCES = new Map(Object.entries(sources).map(([path, load]) => [slugOf(path), load]));
const loadedSources = new Map<string, Promise<string>>();
const sourceOf = (slug: string) => {
  let p = loadedSources.get(slug);
  if (!p) loadedSources.set(slug, (p = SOURCES.get(slug)?.() ?? Promise.resolve('')));
  return p;
};
let demos: Promise<Map<string, ComponentType>> | null = null;
// A failed load (offline, never opened) is forgotten, so the next visit tries again.
const loadDemos = () =>
  (demos ??= import('./all-demos').then(
    (m) => m.DEMOS,
    (err: unknown) => {
      demos = null;
      throw err;
    },
  ));

function Demo({ slug }: { slug: string }) {
  const Shown = use(loadDemos()).get(slug);
  // The demos are module-level components (all-demos.ts), the same ones on every render.
  // eslint-disable-next-line react-hooks/static-components
  return Shown ? <Shown /> : null;
}

/** Below a desktop's width the gallery says so: its pages show the console's desktop components side by side. */
const WIDE = '(min-width: 900px)';
const subscribe = (onChange: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useWide = () => useSyncExternalStore(subscribe, () => matchMedia(WIDE).matches);

function Source({ slug }: { slug: string }) {
  const { t } = useLingui();
  const code = use(sourceOf(slug));
  return (
    <pre className="gallery-source" tabIndex={0} aria-label={t`Source code of this demo`}>
      <code>{code}</code>
    </pre>
  );
}

/** Console › Gallery › <page>: a demonstration of a building block, staff holding the gallery permission only. */
export function GalleryPage() {
  const { i18n } = useLingui();
  const { page } = useParams({ strict: false });
  const allowed = useAuth(GALLERY_PERMISSION);
  const wide = useWide();
  const item = page ? galleryItem(page) : undefined;
  if (!allowed)
    return (
      <NotAllowed testId="gallery-page">
        <Trans>You may not open the gallery.</Trans>
      </NotAllowed>
    );
  if (!item || !page || !SOURCES.has(page))
    return (
      <NotAllowed testId="gallery-page">
        <Trans>This gallery page does not exist.</Trans>
      </NotAllowed>
    );
  const title = i18n.locale === 'en' ? item.en : item.zh;
  return (
    <section className="console-page gallery-page" data-testid="gallery-page">
      <h1 className="gallery-title">{title}</h1>
      {wide ? (
        <div className="gallery-split">
          <div className="gallery-demo">
            <Suspense fallback={<DotLoading className="loading-dots" />}>
              <Demo slug={page} />
            </Suspense>
          </div>
          <Suspense fallback={<DotLoading className="loading-dots" />}>
            <Source slug={page} />
          </Suspense>
        </div>
      ) : (
        <p role="status">
          <Trans>
            The gallery shows the console&apos;s desktop components: open it on a screen at least 900 pixels
            wide.
          </Trans>
        </p>
      )}
    </section>
  );
}
