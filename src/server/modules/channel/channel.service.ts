import {
  CHANNEL_SECRETS,
  channelValueProblem,
  keptSecret,
  maskSecret,
  type Channel,
  type ChannelInput,
  type ChannelSortField,
  type ChannelType,
  type ChannelUpdate,
} from '@contract/channel';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import type { News } from '../../lib/news';
import { formatTime, page } from '../../lib/wire';
import * as repo from './channel.repo';

/**
 * Staff's side of the message channels (pig's /admin/system-config): the list, the lookup, add, edit, delete and
 * refresh, each within the caller's tenant. Every write says `channels-changed` for the tenant, so each process's
 * gateways (directory.service.ts) are read again.
 */

/** A row's settings as stored (an object; anything else reads as none). */
export function storedValue(row: repo.ChannelRow): Record<string, unknown> {
  try {
    const v = JSON.parse(row.configValue) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const secretsOf = (type: string): readonly string[] => CHANNEL_SECRETS[type as ChannelType] ?? [];

/** pig's shape of a channel: its settings as a JSON string, every secret masked. */
function view(row: repo.ChannelRow): Channel {
  const value = storedValue(row);
  for (const field of secretsOf(row.configType)) {
    const secret = value[field];
    if (typeof secret === 'string' && secret !== '') value[field] = maskSecret(secret);
  }
  return {
    id: String(row.id),
    configType: row.configType as ChannelType,
    configName: row.configName,
    configKey: row.configKey,
    configValue: JSON.stringify(value),
    configStatus: row.configStatus === '1' ? '1' : '0',
    createBy: row.createBy,
    createTime: formatTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatTime(row.updateTime),
  };
}

/**
 * The settings to store: the form's, each secret as `keptSecret` says (left out or masked: the stored one), held
 * to the kind's rules (a webhook needs its address…).
 */
function settled(type: ChannelType, sent: Record<string, unknown>, stored: Record<string, unknown>): string {
  const secrets = secretsOf(type);
  const value = Object.fromEntries(
    Object.entries(sent).filter(([k, v]) => v !== undefined && v !== null && !secrets.includes(k)),
  );
  for (const field of secrets) {
    const before = stored[field];
    const kept = keptSecret(
      sent[field] as string | null | undefined,
      typeof before === 'string' ? before : undefined,
    );
    if (kept !== undefined) value[field] = kept;
  }
  const missing = channelValueProblem(type, value);
  if (missing) throw new DomainError('channelFieldRequired', { field: missing }, 400);
  return JSON.stringify(value);
}

const changed = (news: News, tenantId: number) => news.publish('channels-changed', [String(tenantId)]);
const keyTaken = (err: unknown, key: string) =>
  isUniqueViolation(err) ? new DomainError('channelKeyTaken', { key }) : err;

/** GET /system-config/page */
export async function list(
  db: Db,
  tenantId: number,
  q: {
    configType?: ChannelType;
    configName?: string;
    configKey?: string;
    current: number;
    size: number;
    ascs?: ChannelSortField[];
    descs?: ChannelSortField[];
  },
) {
  const { rows, total } = await repo.pageOf(db, tenantId, { ...q, sort: { ascs: q.ascs, descs: q.descs } });
  return page(rows.map(view), total, q.current, q.size);
}

/** The most channels one lookup answers (a tenant has a handful). */
const DETAILS_MAX = 200;

/** GET /system-config/details: pig's lookup, a list (empty when nothing matches: pig-ui's uniqueness check). */
export const details = async (
  db: Db,
  tenantId: number,
  q: {
    id?: string;
    configType?: ChannelType;
    configKey?: string;
    configName?: string;
    configStatus?: string;
  },
) =>
  (await repo.matching(db, tenantId, { ...q, id: q.id ? Number(q.id) : undefined }, DETAILS_MAX)).map(view);

/** POST /system-config */
export async function create(db: Db, news: News, actor: Actor, body: ChannelInput) {
  const configValue = settled(body.configType, body.configValue, {});
  let row: repo.ChannelRow | undefined;
  try {
    row = await repo.insert(db, {
      tenantId: actor.tenantId,
      configType: body.configType,
      configName: body.configName,
      configKey: body.configKey,
      configValue,
      configStatus: body.configStatus,
      createBy: actor.username,
      updateBy: actor.username,
    });
  } catch (err) {
    throw keyTaken(err, body.configKey);
  }
  await changed(news, actor.tenantId);
  return view(found(row, 'channelNotFound'));
}

/** PUT /system-config: the whole form; a secret left out or sent back masked stays as stored. */
export async function update(db: Db, news: News, actor: Actor, body: ChannelUpdate) {
  const id = Number(body.id);
  const current = found(await repo.byId(db, actor.tenantId, id), 'channelNotFound');
  const stored = current.configType === body.configType ? storedValue(current) : {};
  const configValue = settled(body.configType, body.configValue, stored);
  let row: repo.ChannelRow | undefined;
  try {
    row = await repo.update(db, actor.tenantId, id, {
      configType: body.configType,
      configName: body.configName,
      configKey: body.configKey,
      configValue,
      configStatus: body.configStatus,
      updateBy: actor.username,
    });
  } catch (err) {
    throw keyTaken(err, body.configKey);
  }
  await changed(news, actor.tenantId);
  return view(found(row, 'channelNotFound'));
}

/** DELETE /system-config: the tenant's channels among these ids (none of them: 404). */
export async function remove(db: Db, news: News, actor: Actor, ids: number[]) {
  const gone = await repo.remove(db, actor.tenantId, ids);
  if (gone.length === 0) throw new DomainError('channelNotFound', {}, 404);
  await changed(news, actor.tenantId);
  return true as const;
}

/** GET /system-config/refresh: every process reads the tenant's channels again (pig clears its senders). */
export async function refresh(news: News, tenantId: number) {
  await changed(news, tenantId);
  return true as const;
}
