import pg from 'pg';
import { api, signIn } from '../backup-helpers';
import type { Conference } from './attendees';
import type { Stack } from './stack';

/** What the database holds for the storm's session: rows, client ids, accepted check-ins, and their signatures. */
export async function stored(databaseUrl: string, sessionId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<Record<string, string>>(
      `SELECT count(*) AS rows, count(DISTINCT client_id) AS clients,
              count(*) FILTER (WHERE outcome = 'accepted') AS accepted,
              count(DISTINCT enrolment_id) FILTER (WHERE outcome = 'accepted') AS people,
              count(signature_file_id) AS signatures,
              count(DISTINCT signature_file_id) AS signature_files
       FROM edu_checkin WHERE session_id = $1`,
      [sessionId],
    );
    return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)])) as Record<
      'rows' | 'clients' | 'accepted' | 'people' | 'signatures' | 'signature_files',
      number
    >;
  } finally {
    await db.end();
  }
}

/** The session's checked-in count as each process answers it (the staff display's figure). */
export async function checkedInByProcess(stack: Stack, c: Conference) {
  const counts: number[] = [];
  for (const p of stack.processes) {
    if (!p) continue;
    const qr = await api<{ checkedIn: number }>(p, `/api/edu/session/qr/${c.sessionId}`, c.staff);
    counts.push(qr.body.data.checkedIn);
  }
  return counts;
}

/**
 * Coherence across processes through the bus: a check-in undone through nginx is off every process's count at
 * once, and a staff token signed out through nginx is refused by every process on its next request.
 */
export async function coherence(stack: Stack, c: Conference) {
  const page = await api<{ records: { id: string }[] }>(
    stack,
    `/api/edu/checkin/page?sessionId=${c.sessionId}&outcome=accepted&size=1`,
    c.staff,
  );
  const id = page.body.data.records[0]!.id;
  const undone = await fetch(`${stack.url}/api/edu/checkin/undo/${id}`, { method: 'PUT', headers: c.staff });
  const afterUndo = await checkedInByProcess(stack, c);

  const other = await signIn(stack, 'admin', 'Admin@2026');
  const seen: number[] = [];
  for (const p of stack.processes)
    if (p) seen.push((await fetch(`${p.url}/api/admin/user/info`, { headers: other })).status);
  await fetch(`${stack.url}/api/admin/token/logout`, { method: 'DELETE', headers: other });
  const refused: number[] = [];
  for (const p of stack.processes)
    if (p) refused.push((await fetch(`${p.url}/api/admin/user/info`, { headers: other })).status);
  return { undoStatus: undone.status, afterUndo, seen, refused };
}
