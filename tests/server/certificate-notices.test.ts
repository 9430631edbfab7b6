import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certificate, CertificateRule } from '@contract/certificate';
import type { Message } from '@contract/message';
import { considerCertificate, issueCertificate } from '../../src/server/modules/certificate';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner, onlineCourse } from './edu-helpers';
import { inbox, unread } from './message-helpers';

/**
 * The learner hears of a certificate issued to them (modules/certificate → message `notify`): by the rule, by
 * staff's hand or a reissue; once however many times or processes look, in the reader's language, leading to
 * My certificates.
 */
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off' });
  // The seeded administrators hold the certificate buttons (seed/menus.ts).
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Headers = Record<string, string>;
/** The learner's certificate notices, newest first (in English when asked). */
const notices = async (headers: Headers, lang?: 'en'): Promise<Message[]> =>
  (await inbox(app, headers, '&category=1', lang)).records.filter((m) => m.kind === 'certificate-issued');
const mine = async (headers: Headers) =>
  (await call<Certificate[]>(app, 'GET', '/api/edu/certificate/mine', headers)).body.data;

describe('the notice of a certificate', () => {
  it('by the rule: exactly one, however many times and ways the learner is looked at', async () => {
    const { courseId, lessons } = await onlineCourse(app, admin, [20]);
    const rule = await call<CertificateRule>(app, 'PUT', '/api/edu/certificate/rule', admin, {
      courseId,
      enabled: true,
      checkinShare: 100,
      validityMonths: null,
    });
    expect(rule.body.code).toBe(0);
    const learner = await newLearner(app, 'notice_rule');
    await call(app, 'POST', '/api/edu/enrolment', learner.headers, { courseId });
    // Not earned yet: nothing issued, nobody told.
    expect(
      await considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId)),
    ).toBeNull();
    expect(await notices(learner.headers)).toEqual([]);
    const before = (await unread(app, learner.headers)).count;

    // The last lesson's heartbeat, twice at once (a replayed queue), while the rule is looked at directly too.
    const beat = () =>
      call(app, 'POST', '/api/edu/progress', learner.headers, {
        clientId: 'notice-rule-1',
        lessonId: lessons[0],
        position: 20,
        intervals: [[0, 20]],
      });
    await Promise.all([beat(), beat()]);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        considerCertificate(app.database.db, app.bus, 1, learner.userId, Number(courseId)),
      ),
    );
    app.certificates.progressed(1, learner.userId, Number(courseId));
    await app.certificates.settled();

    const [cert] = await mine(learner.headers);
    expect(cert).toBeDefined();
    const told = await notices(learner.headers);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: '您获得了一张证书',
      link: '/person/certificates',
      readFlag: '0',
    });
    expect(told[0]!.content).toContain(cert!.number);
    expect(told[0]!.content).toContain('《Online course》');
    expect((await unread(app, learner.headers)).count).toBe(before + 1);
    // In the reader's language.
    expect((await notices(learner.headers, 'en'))[0]).toMatchObject({ title: 'You have a new certificate' });
  });

  it('when several issue at the same moment, only the one that inserted it tells', async () => {
    const { courseId } = await onlineCourse(app, admin, [20]);
    const learner = await newLearner(app, 'notice_race');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        issueCertificate(app.database.db, app.bus, 1, {
          userId: learner.userId,
          courseId: Number(courseId),
          how: 'rule',
        }),
      ),
    );
    expect(results.filter((r) => r.made)).toHaveLength(1);
    expect(await notices(learner.headers)).toHaveLength(1);
  });

  it('by staff: a notice, and none more when staff issue the same again', async () => {
    const { courseId } = await onlineCourse(app, admin, [20]);
    const learner = await newLearner(app, 'notice_hand');
    const body = { userId: String(learner.userId), courseId, reason: '线下补考合格' };
    const made = await call<Certificate>(app, 'POST', '/api/edu/certificate', admin, body);
    expect(made.body.code).toBe(0);
    const told = await notices(learner.headers);
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain(made.body.data.number);
    // Issued by hand again: the one already held is answered, and nobody is told twice.
    expect((await call<Certificate>(app, 'POST', '/api/edu/certificate', admin, body)).body.data.number).toBe(
      made.body.data.number,
    );
    expect(await notices(learner.headers)).toHaveLength(1);
    // Nobody else hears of it: not staff, not another learner.
    const other = await newLearner(app, 'notice_hand_other');
    expect(await notices(other.headers)).toEqual([]);
    expect(await notices(admin)).toEqual([]);
  });

  it('by a reissue: a notice naming the new number and the one it replaces', async () => {
    const { courseId } = await onlineCourse(app, admin, [20]);
    const learner = await newLearner(app, 'notice_reissue');
    const { row } = await issueCertificate(app.database.db, app.bus, 1, {
      userId: learner.userId,
      courseId: Number(courseId),
      how: 'rule',
    });
    const reissued = await call<Certificate>(app, 'POST', `/api/edu/certificate/${row.id}/reissue`, admin, {
      reason: '姓名更正',
    });
    expect(reissued.body.code).toBe(0);
    const told = await notices(learner.headers);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ title: '证书已重新颁发', link: '/person/certificates' });
    expect(told[0]!.content).toContain(`新编号 ${reissued.body.data.number}`);
    expect(told[0]!.content).toContain(`原证书 ${row.number}`);
    const [en] = await notices(learner.headers, 'en');
    expect(en).toMatchObject({ title: 'Certificate reissued' });
    expect(en!.content).toContain(`the new number ${reissued.body.data.number}`);
    // A reissue refused (the old one is already replaced) tells nobody.
    expect(
      (await call(app, 'POST', `/api/edu/certificate/${row.id}/reissue`, admin, { reason: 'again' })).status,
    ).toBe(404);
    expect(await notices(learner.headers)).toHaveLength(2);
    // The list has both: the new one, and the old one saying which replaced it.
    expect((await mine(learner.headers)).map((c) => [c.number, c.state, c.replacedBy])).toEqual([
      [reissued.body.data.number, 'valid', null],
      [row.number, 'replaced', reissued.body.data.number],
    ]);
  });
});
