import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, call } from './edu-helpers';
import { buildTestApp } from './helpers';
import { replayMigrations } from './migration-helpers';

/**
 * pig's schedule and message dictionaries, which pig-ui's calendar and message pages read: seeded into an empty
 * database, and added by migration 0028 to each tenant of an existing one that lacks them, once.
 */
let app: FastifyInstance;
const staff: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  app = await buildTestApp();
  staff['1'] = await adminHeaders(app);
  staff['2'] = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

const values = async (type: string, tenant: string) =>
  (await call<{ value: string }[]>(app, 'GET', `/api/admin/dict/type/${type}`, staff[tenant]!)).body.data.map(
    (i) => i.value,
  );
const migrate = () => replayMigrations(app, ['0028_pig_schedule_message_dicts.sql'], 1);
const rows = async (tenant: number) => {
  const result = (await app.database.db.execute(
    sql`select count(*)::text as n from sys_dict_item
        where tenant_id = ${tenant} and dict_type in ('schedule_type', 'schedule_status', 'message_type')`,
  )) as { rows: { n: string }[] };
  return result.rows[0]!.n;
};

describe('pig’s schedule and message dictionaries', () => {
  it('are seeded with pig’s values', async () => {
    expect(await values('schedule_type', '1')).toEqual(['record', 'plan']);
    expect(await values('schedule_status', '1')).toEqual(['0', '1', '3']);
    expect(await values('message_type', '1')).toEqual(['0', '1']);
  });

  it('are added by the migration to a tenant that lacks them, and only once', async () => {
    await app.database.db.execute(
      sql`delete from sys_dict_item where tenant_id = 2 and dict_type in ('message_type', 'schedule_status')`,
    );
    await app.database.db.execute(
      sql`delete from sys_dict where tenant_id = 2 and dict_type = 'message_type'`,
    );
    expect(await rows(2)).toBe('2');
    await migrate();
    expect(await rows(2)).toBe('7');
    await migrate();
    expect(await rows(2)).toBe('7');
    expect(await rows(1)).toBe('7');
    expect(await values('message_type', '2')).toEqual(['0', '1']);
    expect(await values('schedule_status', '2')).toEqual(['0', '1', '3']);
  });
});
