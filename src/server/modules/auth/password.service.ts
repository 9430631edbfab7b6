import { LOGIN_ERROR_TIMES, LOGIN_ERROR_WINDOW_MS } from '@contract/constants';
import type { Db } from '../../db/client';
import { loginErrorTimes } from '../system';
import { findUser } from '../user';
import * as repo from './auth.repo';
import { audit, failure, TokenFailure, type AuditContext } from './audit.service';
import { verifyPassword as passwordMatches } from '../../lib/cpu';

/**
 * Failed logins are counted per account *and* source address: after SLOW_DOWN_AFTER failures a source waits
 * before its next try (2 s, then 4 s…), and at the tenant's LOGIN_ERROR_TIMES (5 unless staff set it; 0: never)
 * within the hour that source is locked out of that account (audited). A stranger's guesses never lock the owner
 * out from elsewhere; staff can unlock.
 */
export const SLOW_DOWN_AFTER = 3;
export function loginGate(
  failures: Date[],
  now = Date.now(),
  limit = LOGIN_ERROR_TIMES,
): { locked: boolean; waitSec: number } {
  if (limit > 0 && failures.length >= limit) return { locked: true, waitSec: 0 };
  const last = failures[0];
  if (!last || failures.length < SLOW_DOWN_AFTER) return { locked: false, waitSec: 0 };
  const wait = 2 ** (failures.length - SLOW_DOWN_AFTER + 1) * 1000;
  return { locked: false, waitSec: Math.max(0, Math.ceil((last.getTime() + wait - now) / 1000)) };
}

/**
 * A password check behind pig's lockout gate: the login and the forced change after
 * `credentials_expired` both go through it, so neither is a way around the other's limits.
 */
export async function verifyPassword(
  db: Db,
  p: {
    tenantId: number;
    username: string;
    password: string;
    source: string;
    clientId?: string;
    audit: AuditContext;
  },
) {
  const since = new Date(Date.now() - LOGIN_ERROR_WINDOW_MS);
  const limit = await loginErrorTimes(db, p.tenantId);
  // Without a lockout the slow-down still needs the latest failures: as many as it counts, and one.
  const failures = await repo.recentFailuresFrom(
    db,
    p.tenantId,
    p.username,
    p.source,
    since,
    limit > 0 ? limit : LOGIN_ERROR_TIMES,
  );
  const gate = loginGate(failures, Date.now(), limit);
  if (gate.locked) throw failure('user_locked');
  if (gate.waitSec > 0) throw new TokenFailure('too_many_attempts', 'loginWait', { n: String(gate.waitSec) });
  const user = await findUser(db, p.tenantId, p.username);
  if (!user || !(await passwordMatches(p.password, user.password))) {
    await repo.recordFailure(db, p.tenantId, p.username, p.source);
    if (failures.length + 1 === limit)
      await audit(
        db,
        p.audit,
        `登录失败次数过多，已锁定来源 ${p.source}`,
        p.username,
        p.tenantId,
        p.clientId,
      );
    throw failure('bad_credentials');
  }
  if (user.lockFlag === '9') throw failure('user_locked');
  await repo.clearFailures(db, p.tenantId, p.username, p.source);
  return user;
}

/**
 * Whether a password must be changed before the next login: staff or the seed marked it (passwordExpireFlag 9),
 * or the site's PASSWORD_EXPIRE_DAYS (0: never) have passed since it was set.
 */
export function passwordExpired(
  user: { passwordExpireFlag: string; passwordModifyTime: Date | null },
  expireDays: number,
  now = Date.now(),
): boolean {
  if (user.passwordExpireFlag === '9') return true;
  if (expireDays <= 0 || !user.passwordModifyTime) return false;
  return now - user.passwordModifyTime.getTime() >= expireDays * 24 * 3600 * 1000;
}
