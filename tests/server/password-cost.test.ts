import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { buildTestApp, login } from './helpers';
import { adminHeaders, call } from './edu-helpers';
import { freshPhone } from './personal-helpers';

/** bcrypt's cost as a hash states it: `$2a$10$…` → 10. */
const costOf = (hash: string) => Number(/^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1]);

describe('PASSWORD_HASH_COST', () => {
  it('is 10 unless set, and 4 (bcrypt’s least) to 15', () => {
    expect(loadEnv({}).PASSWORD_HASH_COST).toBe(10);
    expect(loadEnv({ PASSWORD_HASH_COST: '4' }).PASSWORD_HASH_COST).toBe(4);
    expect(loadEnv({ PASSWORD_HASH_COST: '15' }).PASSWORD_HASH_COST).toBe(15);
    expect(() => loadEnv({ PASSWORD_HASH_COST: '3' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadEnv({ PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST/);
  });

  describe('on a server set to 5', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ PASSWORD_HASH_COST: 5 });
    });
    afterAll(() => app.close());
    const storedHash = async (username: string) =>
      (await app.database.db.select().from(sysUser).where(eq(sysUser.username, username)))[0]!.password;

    it('hashes the demo accounts and the accounts staff make at that cost, and they sign in', async () => {
      expect(costOf(await storedHash('admin'))).toBe(5);
      const made = await call(app, 'POST', '/api/admin/user', await adminHeaders(app), {
        username: 'cost_five',
        password: 'Member@2026',
        phone: freshPhone(),
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(0);
      expect(costOf(await storedHash('cost_five'))).toBe(5);
      expect((await login(app, 'cost_five', 'Member@2026')).access_token).toBeTruthy();
    });
  });
});
