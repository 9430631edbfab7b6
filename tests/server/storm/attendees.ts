import pg from 'pg';
import { signer } from '../../../src/server/lib/signing';
import { api, signIn } from '../backup-helpers';

/**
 * The conference the storm checks in: a classroom course whose session asks for signatures at the desk, made
 * by staff through the API (through nginx), and its attendees with their approved sign-ups and their tickets.
 * The attendees and sign-ups are written straight into the database: made through the API, each would hash a
 * password (minutes for thousands, none of it part of a check-in storm). Their tickets are signed as the server
 * signs them, with the session's secret from the roster that staff devices download.
 */
export type Conference = {
  sessionId: string;
  staff: Record<string, string>;
  attendees: { enrolmentId: string; ticket: string }[];
};

/** A time `ms` from now as the wire writes it: Beijing time, 'yyyy-MM-dd HH:mm:ss'. */
const at = (ms: number) =>
  new Date(Date.now() + ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function openConference(
  stack: { url: string; databaseUrl: string },
  count: number,
): Promise<Conference> {
  const staff = await signIn(stack, 'admin', 'Admin@2026');
  const must = async <T>(path: string, body?: unknown, method = 'POST') => {
    const res = await fetch(`${stack.url}${path}`, {
      method: body === undefined ? 'GET' : method,
      headers: { ...staff, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const env = (await res.json()) as { code: number; msg: string | null; data: T };
    if (env.code !== 0) throw new Error(`${path}: ${env.msg}`);
    return env.data;
  };
  const course = await must<{ id: string }>('/api/edu/course', {
    mode: 'offline',
    title: 'Annual conference',
    category: 'safety',
    creditHours: 2,
    fee: 0,
    needsApproval: false,
    enrolStartAt: at(-86_400_000),
    enrolEndAt: at(86_400_000),
  });
  // It starts in half an hour: the check-in window (from an hour before the start) is open now.
  const session = await must<{ id: string }>('/api/edu/session', {
    courseId: course.id,
    title: 'Opening plenary',
    startAt: at(1_800_000),
    endAt: at(3 * 3_600_000),
    capacity: 100_000,
    venue: 'Hall A',
    signatureRequired: true,
  });
  await must('/api/edu/course/status', { id: course.id, status: 'published' }, 'PUT');

  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const enrolments: { id: string; user_id: string }[] = [];
  try {
    // Numbered on from the attendees of an earlier storm on this database (usernames and mobiles are unique).
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM sys_user WHERE username LIKE 'storm\\_%'`,
    );
    const first = Number(rows[0]!.n);
    for (let from = first; from < first + count; from += 1000) {
      const n = Math.min(1000, first + count - from);
      const users = await db.query<{ user_id: string }>(
        `INSERT INTO sys_user (tenant_id, username, password, name, phone)
         SELECT 1, 'storm_' || i, 'not-a-hash', '参会者' || i, '19' || lpad(i::text, 9, '0')
         FROM generate_series($1::int, $2::int) AS i RETURNING user_id`,
        [from, from + n - 1],
      );
      const rows = await db.query<{ id: string; user_id: string }>(
        `INSERT INTO edu_enrolment (tenant_id, course_id, session_id, user_id, status)
         SELECT 1, $1, $2, unnest($3::bigint[]), 'approved' RETURNING id, user_id`,
        [course.id, session.id, users.rows.map((u) => u.user_id)],
      );
      enrolments.push(...rows.rows);
    }
  } finally {
    await db.end();
  }
  const roster = await api<{ secret: string; entries: unknown[] }>(
    stack,
    `/api/edu/session/roster/${session.id}`,
    staff,
  );
  if (roster.body.data.entries.length !== count) throw new Error('the roster misses attendees');
  const attendees = enrolments.map((e) => ({
    enrolmentId: String(e.id),
    ticket: signer.ticket(roster.body.data.secret, {
      tenantId: 1,
      sessionId: session.id,
      enrolmentId: e.id,
      userId: e.user_id,
    }),
  }));
  return { sessionId: session.id, staff, attendees };
}
