import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';

describe('the embedded database folder', () => {
  it('refuses a second server on the same DATA_DIR with a clear message, and keeps data across reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'peixun-lock-'));
    try {
      const first = await openPglite(dir);
      await first.db.execute(sql`INSERT INTO sys_i18n (name, zh_cn, en) VALUES ('k', '键', 'key')`);
      await expect(openPglite(dir)).rejects.toThrow(/Another peixun server is using .*set DATABASE_URL/);
      await first.close();
      const again = await openPglite(dir);
      const rows = await again.db.execute(sql`SELECT en FROM sys_i18n WHERE name = 'k'`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ en: 'key' }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('fails fast naming the bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ PWD_ENC_KEY: 'short' })).toThrow(/16 bytes/);
    expect(loadEnv({}).PORT).toBe(3000);
  });
});
