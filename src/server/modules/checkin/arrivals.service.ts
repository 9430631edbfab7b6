import { ARRIVALS_BUCKET_MINUTES, type Arrivals } from '@contract/checkin';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { Lang } from '../../lib/messages';
import { formatTime } from '../../lib/wire';
import { sessionById } from '../course';
import { arrivalsPerBucket, arrivalsPerEnterprise } from './arrivals.repo';
import { arrivalsWorkbook } from './arrivals.sheet';

/** The console's arrivals of a session: per 5 minutes and by enterprise, as a chart and as Excel. */

const BUCKET_MS = ARRIVALS_BUCKET_MINUTES * 60_000;
/**
 * The empty buckets between the first arrival and the last are filled in up to this many buckets (a week): past it
 * (a stray check-in months later) only the buckets with arrivals are listed, rather than a chart of 50,000 bars.
 */
const MAX_FILLED_BUCKETS = (7 * 24 * 60) / ARRIVALS_BUCKET_MINUTES;

/** Every bucket from the first to the last, the empty ones at 0 (within MAX_FILLED_BUCKETS). */
function filled(rows: { bucket: number; count: number }[]) {
  const first = rows[0]?.bucket;
  const last = rows.at(-1)?.bucket;
  if (first === undefined || last === undefined || last - first >= MAX_FILLED_BUCKETS) return rows;
  const counts = new Map(rows.map((r) => [r.bucket, r.count]));
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    bucket: first + i,
    count: counts.get(first + i) ?? 0,
  }));
}

/** The session's arrivals; a session of another tenant, or none, is a 404 as every session call answers. */
export async function arrivals(db: Db, tenantId: number, sessionId: number): Promise<Arrivals> {
  const session = await sessionById(db, tenantId, sessionId);
  if (!session) throw new DomainError('session_not_found', {}, 404);
  const [buckets, groups] = await Promise.all([
    arrivalsPerBucket(db, tenantId, session.id),
    arrivalsPerEnterprise(db, tenantId, session.id),
  ]);
  const byEnterprise = groups
    .filter((g) => g.expected > 0 || g.checkedIn > 0)
    .sort(
      (a, b) =>
        b.checkedIn - a.checkedIn ||
        b.expected - a.expected ||
        // Then by name, the individual sign-ups last: the same order on every call.
        Number(a.enterprise === null) - Number(b.enterprise === null) ||
        (a.enterprise ?? '').localeCompare(b.enterprise ?? '', 'zh'),
    );
  return {
    sessionId: String(session.id),
    bucketMinutes: ARRIVALS_BUCKET_MINUTES,
    buckets: filled(buckets).map((b) => ({
      at: formatTime(new Date(b.bucket * BUCKET_MS)) ?? '',
      count: b.count,
    })),
    byEnterprise,
    expected: byEnterprise.reduce((n, g) => n + g.expected, 0),
    checkedIn: buckets.reduce((n, b) => n + b.count, 0),
  };
}

/** The session's arrivals as an .xlsx workbook of two sheets in the caller's language, with its file name. */
export async function arrivalsExport(db: Db, tenantId: number, sessionId: number, lang: Lang) {
  return {
    body: await arrivalsWorkbook(await arrivals(db, tenantId, sessionId), lang),
    fileName: lang === 'zh' ? '到达统计.xlsx' : 'arrivals.xlsx',
  };
}
