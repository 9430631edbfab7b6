import { HTTPError } from 'ky';
import { API_PREFIX, CACHE_NAMES, LOCALES, type Locale } from '@contract/constants';
import { fetchCertificateFile, type FileKind } from '../api/certificates';

/**
 * Certificates' files a learner downloaded, kept in Cache Storage (cleared at logout with the user's other
 * caches) under token-free keys, so one downloaded online opens again offline. Online the server's drawing is
 * fetched each time (a template changed, a name corrected) and kept in place of the old; offline the kept copy is
 * opened, in the language asked for, else in the other.
 */
const store = async () => ('caches' in window ? caches.open(CACHE_NAMES.certificates) : undefined);

/** The key a file is kept under: its path on the server, with its language. */
const keptKey = (id: string, kind: FileKind, lang: Locale) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an address
  `${API_PREFIX}/edu/certificate/${id}/${kind}?lang=${lang}`;

/** Which files of these certificates are kept, as `id:kind` (in either language). */
export async function keptFiles(ids: string[]): Promise<Set<string>> {
  const cache = await store();
  if (!cache) return new Set();
  const found = await Promise.all(
    ids.flatMap((id) =>
      (['pdf', 'png'] as const).map(async (kind) => {
        for (const lang of LOCALES) if (await cache.match(keptKey(id, kind, lang))) return [`${id}:${kind}`];
        return [];
      }),
    ),
  );
  return new Set(found.flat());
}

async function kept(cache: Cache | undefined, id: string, kind: FileKind, lang: Locale) {
  if (!cache) return undefined;
  const other = LOCALES.find((l) => l !== lang) ?? lang;
  return (await cache.match(keptKey(id, kind, lang))) ?? (await cache.match(keptKey(id, kind, other)));
}

/**
 * A certificate's file: fetched and kept when online; offline, or when the network fails on the way, the kept
 * copy. A refusal from the server (no longer the learner's to read) is not answered from the copy.
 */
export async function certificateFile(id: string, kind: FileKind, lang: Locale): Promise<Blob> {
  const cache = await store();
  if (!navigator.onLine) {
    const copy = await kept(cache, id, kind, lang);
    if (copy) return copy.blob();
  }
  try {
    const res = await fetchCertificateFile(id, kind, lang);
    await cache?.put(keptKey(id, kind, lang), res.clone());
    // Kept copies are worth keeping when storage runs short: ask once that this origin's stay.
    await navigator.storage?.persist?.().catch(() => false);
    return await res.blob();
  } catch (err) {
    const copy = err instanceof HTTPError ? undefined : await kept(cache, id, kind, lang);
    if (copy) return copy.blob();
    throw err;
  }
}
