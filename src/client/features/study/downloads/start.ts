import type { OfflineFile } from '@/lib/offline-files';
import { confirm } from '@/lib/feedback';
import { downloadVerdict, isMetered, type Connection, type Verdict } from './rules';
import { bytesToFetch, type NewFile } from './course-files';
import { enqueue } from './engine';

/** Free space the browser reports for this site (its quota less its usage), or null where it does not say. */
export async function freeSpace(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.quota !== undefined && estimate.usage !== undefined
    ? estimate.quota - estimate.usage
    : null;
}

export const connectionNow = () => (navigator as Navigator & { connection?: Connection }).connection;

/**
 * Starts downloading files the learner chose, under the rules: refused when too little space would be left (the
 * verdict is returned for the screen to say so), asked first when large. Resolves to the verdict it acted on, or
 * null when the learner said no.
 */
export async function startDownload(
  files: NewFile[],
  stored: OfflineFile[],
  ask: (verdict: Extract<Verdict, { kind: 'confirm' }>) => string,
): Promise<Verdict | null> {
  const verdict = downloadVerdict(bytesToFetch(files, stored), await freeSpace(), isMetered(connectionNow()));
  if (verdict.kind === 'refuse') return verdict;
  if (verdict.kind === 'confirm' && !(await confirm(ask(verdict)))) return null;
  await enqueue(files);
  return verdict;
}

/** Queues files in the background ("keep the next lessons ready"): only what needs no question and fits. */
export async function keepReady(files: NewFile[], stored: OfflineFile[]) {
  const wanted = files.filter((f) => !stored.some((s) => s.key === f.key && s.version === f.version));
  if (!wanted.length) return;
  const verdict = downloadVerdict(
    bytesToFetch(wanted, stored),
    await freeSpace(),
    isMetered(connectionNow()),
  );
  if (verdict.kind === 'go') await enqueue(wanted);
}
