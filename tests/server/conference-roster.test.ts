import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Roster } from '../../src/contract/checkin';
import { indexRoster, searchRoster } from '../../src/contract/desk-search-rules';
import { seedConference } from '../../src/server/seed/conference';
import { ATTENDEE_PASSWORD, attendeeName, CONFERENCE_TITLE } from '../../src/server/seed/conference-names';
import { adminHeaders, call } from './edu-helpers';
import { bearer, buildTestApp, login } from './helpers';

/**
 * The demo's conference-sized check-in list (DEMO_ROSTER_SIZE): made at start-up, once, with learner01 among the
 * attendees, so the desk can be tried on a list of thousands as a new user would (search 张, zxy, 0001).
 */
const SIZE = 60;
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp({ DEMO_ROSTER_SIZE: SIZE });
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

async function conferenceRoster() {
  const keyword = encodeURIComponent(CONFERENCE_TITLE.split(' / ')[0]!);
  const page = await call<{ records: { id: string; title: string }[] }>(
    app,
    'GET',
    `/api/edu/course/page?keyword=${keyword}`,
    { 'tenant-id': '1' },
  );
  expect(page.body.data.records.map((c) => c.title)).toEqual([CONFERENCE_TITLE]);
  const details = await call<{ sessions: { id: string; capacity: number }[] }>(
    app,
    'GET',
    `/api/edu/course/details/${page.body.data.records[0]!.id}`,
    { 'tenant-id': '1' },
  );
  const [session] = details.body.data.sessions;
  const roster = await call<Roster>(app, 'GET', `/api/edu/session/roster/${session!.id}`, admin);
  return { session: session!, roster: roster.body.data };
}

describe('the demo conference list', () => {
  it('is one session with every attendee signed up and open for check-in, learner01 among them', async () => {
    const { session, roster } = await conferenceRoster();
    expect(roster.entries).toHaveLength(SIZE + 1);
    expect(session.capacity).toBeGreaterThanOrEqual(SIZE + 1);
    expect(roster.window.startMs).toBeLessThan(Date.now());
    expect(roster.window.endMs).toBeGreaterThan(Date.now());
    // Every name has its pinyin, every attendee a distinct mobile; most came through an enterprise.
    expect(roster.entries.every((e) => e.name && e.pinyin && e.mobile)).toBe(true);
    expect(new Set(roster.entries.map((e) => e.mobile)).size).toBe(SIZE + 1);
    const throughEnterprise = roster.entries.filter((e) => e.enterprise).length;
    expect(throughEnterprise).toBeGreaterThan(SIZE / 2);
    expect(throughEnterprise).toBeLessThan(SIZE + 1);

    const index = indexRoster(roster.entries);
    expect(searchRoster(index, 'zxy').hits.map((e) => e.name)).toContain('张学员');
    expect(searchRoster(index, '0001').hits[0]?.name).toBe('张学员');
    // Everyone with 张 in their name, learner01 too, and no one else.
    const zhang = searchRoster(index, '张', SIZE + 1);
    const named = Array.from({ length: SIZE }, (_, k) => attendeeName(k + 1)).filter((n) => n.includes('张'));
    expect(zhang.total).toBe(named.length + 1);
    expect(zhang.hits.every((e) => e.name?.includes('张'))).toBe(true);
  });

  it('is made once: a restart, or processes starting together, add nothing', async () => {
    const results = await Promise.all([
      seedConference(app.database.db, SIZE),
      seedConference(app.database.db, SIZE),
    ]);
    expect(results).toEqual([false, false]);
    expect((await conferenceRoster()).roster.entries).toHaveLength(SIZE + 1);
  });

  it("lets an attendee sign in with the demo password and see their ticket's session", async () => {
    const { access_token } = await login(app, 'attendee00001', ATTENDEE_PASSWORD);
    const mine = await call<{ records: { courseTitle?: string; title?: string }[] }>(
      app,
      'GET',
      '/api/edu/enrolment/mine',
      { ...bearer(access_token), 'tenant-id': '1' },
    );
    expect(JSON.stringify(mine.body.data)).toContain('年会主会场');
  });
});
