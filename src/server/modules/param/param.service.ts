import type { Param, ParamInput, ParamSortField, ParamUpdate } from '@contract/param';
import { paramValueProblem, PARAM_RULES } from '@contract/param';
import { formatProblem } from '@contract/value-formats';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import * as repo from './param.repo';

/** pig's wire shape of a parameter. */
const view = (r: repo.ParamRow): Param => ({
  publicId: String(r.id),
  publicName: r.publicName,
  publicKey: r.publicKey,
  publicValue: r.publicValue,
  status: r.status === '1' ? '1' : '0',
  publicType: r.publicType,
  systemFlag: r.systemFlag === '1' ? '1' : '0',
  validateCode: r.validateCode,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

/**
 * A value the platform could not read is refused, naming the rule (PARAM_RULES, the console's form too); so is one
 * outside the format its validate code names (an edit of the value alone is held to the stored code).
 */
function checkValue(key: string, value: string, code: string | null | undefined) {
  const format = formatProblem(code, value);
  if (format) throw new DomainError(`rule_${format}`, {}, 400);
  const problem = paramValueProblem(key, value);
  if (!problem) return;
  const rule = PARAM_RULES[key];
  if (problem === 'boolean') throw new DomainError('paramBoolean', { key });
  if (problem === 'choice' && rule?.kind === 'choice')
    throw new DomainError('paramChoice', { key, values: rule.values.join(', ') });
  if (rule?.kind === 'integer')
    throw new DomainError('paramInteger', { key, min: String(rule.min), max: String(rule.max) });
}

export async function paramPage(
  db: Db,
  tenantId: number,
  q: {
    publicName?: string;
    publicKey?: string;
    systemFlag?: string;
    current: number;
    size: number;
    ascs?: ParamSortField[];
    descs?: ParamSortField[];
  },
) {
  const { rows, total } = await repo.pageOf(db, tenantId, { ...q, sort: { ascs: q.ascs, descs: q.descs } });
  return page(rows.map(view), total, q.current, q.size);
}

export const details = async (db: Db, tenantId: number, id: number) =>
  view(found(await repo.byId(db, tenantId, id), 'paramNotFound'));

/** pig's uniqueness checks: the parameter with that key (or name), or null. */
export const detailsByKey = async (
  db: Db,
  tenantId: number,
  q: { publicKey?: string; publicName?: string },
) => {
  const row = q.publicKey
    ? await repo.byKey(db, tenantId, q.publicKey)
    : await repo.byKey(db, tenantId, q.publicName ?? '', 'name');
  return row ? view(row) : null;
};

export async function create(db: Db, actor: Actor, body: ParamInput) {
  checkValue(body.publicKey, body.publicValue, body.validateCode);
  const taken = () => new DomainError('paramKeyTaken', { key: body.publicKey });
  try {
    const row = await repo.insert(db, {
      tenantId: actor.tenantId,
      publicName: body.publicName,
      publicKey: body.publicKey,
      publicValue: body.publicValue,
      status: body.status,
      publicType: body.publicType,
      validateCode: body.validateCode ?? null,
      systemFlag: '0',
      createBy: actor.username,
    });
    if (!row) throw taken();
    return view(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export async function update(db: Db, actor: Actor, body: ParamUpdate) {
  const id = Number(body.publicId);
  const current = found(await repo.byId(db, actor.tenantId, id), 'paramNotFound');
  const key = body.publicKey ?? current.publicKey;
  if (current.systemFlag === '1' && key !== current.publicKey) throw new DomainError('paramSystemKey');
  const code = body.validateCode === undefined ? current.validateCode : body.validateCode;
  checkValue(key, body.publicValue ?? current.publicValue, code);
  try {
    const row = await repo.update(db, actor.tenantId, id, {
      publicName: body.publicName,
      publicKey: body.publicKey,
      publicValue: body.publicValue,
      status: body.status,
      publicType: body.publicType,
      validateCode: body.validateCode,
      updateBy: actor.username,
    });
    return view(found(row, 'paramNotFound'));
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('paramKeyTaken', { key });
    throw err;
  }
}

/** pig's DELETE with an id array: all or nothing; a built-in parameter is never deleted. */
export async function remove(db: Db, actor: Actor, ids: number[]) {
  const rows = await repo.byIds(db, actor.tenantId, ids);
  const builtIn = rows.find((r) => r.systemFlag === '1');
  if (builtIn) throw new DomainError('paramSystem', { key: builtIn.publicKey });
  if (rows.length === 0) throw new DomainError('paramNotFound', {}, 404);
  await repo.remove(
    db,
    actor.tenantId,
    rows.map((r) => r.id),
  );
  return true as const;
}

/** pig's public reads: the value in force of one key (null when unset or disabled), or of several. */
export async function publicValue(db: Db, tenantId: number, key: string) {
  const [row] = await repo.valuesOf(db, tenantId, [key]);
  return row?.value ?? null;
}

export async function publicValues(db: Db, tenantId: number, keys: string[]) {
  const rows = await repo.valuesOf(db, tenantId, keys);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
