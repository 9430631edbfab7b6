import type { ClientInput, ClientSortField, ClientUpdate, OauthClient } from '@contract/client';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import * as repo from './client.repo';

const bit = (v: string | undefined, fallback: '0' | '1'): '0' | '1' =>
  v === '0' ? '0' : v === '1' ? '1' : fallback;

/**
 * pig's SysOauthClientDetailsDTO on the wire: the flags read out of additional_information (pig treats a missing
 * captcha or encryption flag as on). The secret only when asked for (a single client, for its edit form).
 */
const view = (c: repo.ClientRow, withSecret = false): OauthClient => ({
  id: String(c.id),
  clientId: c.clientId,
  clientSecret: withSecret ? c.clientSecret : null,
  scope: c.scope,
  authorizedGrantTypes: c.authorizedGrantTypes.split(',').filter(Boolean),
  webServerRedirectUri: c.webServerRedirectUri,
  authorities: c.authorities,
  accessTokenValidity: c.accessTokenValidity,
  refreshTokenValidity: c.refreshTokenValidity,
  autoapprove: c.autoapprove,
  captchaFlag: bit(c.additionalInformation.captcha_flag, '1'),
  encFlag: bit(c.additionalInformation.enc_flag, '1'),
  onlineQuantity: bit(c.additionalInformation.online_quantity, '1'),
  createTime: formatTime(c.createTime),
  updateTime: formatTime(c.updateTime),
});

export async function clientPage(
  db: Db,
  q: {
    clientId?: string;
    current: number;
    size: number;
    ascs?: ClientSortField[];
    descs?: ClientSortField[];
  },
) {
  const { rows, total } = await repo.clientPage(db, { ...q, sort: { ascs: q.ascs, descs: q.descs } });
  return page(
    rows.map((c) => view(c)),
    total,
    q.current,
    q.size,
  );
}

/** pig's `GET /client/{clientId}`: one client with its secret, for the one who edits it. */
export const details = async (db: Db, clientId: string) =>
  view(found(await repo.clientByClientId(db, clientId), 'clientNotFound'), true);

/** pig's uniqueness check (`GET /client/details?clientId=`): the client, never its secret, or null. */
export async function lookup(db: Db, clientId: string) {
  const row = await repo.clientByClientId(db, clientId);
  return row ? view(row) : null;
}

const info = (
  current: Record<string, string>,
  b: { captchaFlag?: string; encFlag?: string; onlineQuantity?: string },
) => ({
  ...current,
  ...(b.captchaFlag !== undefined ? { captcha_flag: b.captchaFlag } : {}),
  ...(b.encFlag !== undefined ? { enc_flag: b.encFlag } : {}),
  ...(b.onlineQuantity !== undefined ? { online_quantity: b.onlineQuantity } : {}),
});

const taken = (clientId: string) => (err: unknown) => {
  if (isUniqueViolation(err)) throw new DomainError('clientIdTaken', { clientId });
  throw err;
};

export async function create(db: Db, actor: Actor, b: ClientInput) {
  if (await repo.clientIdTaken(db, b.clientId))
    throw new DomainError('clientIdTaken', { clientId: b.clientId });
  const row = await repo
    .insertClient(db, {
      clientId: b.clientId,
      clientSecret: b.clientSecret,
      scope: b.scope,
      authorizedGrantTypes: b.authorizedGrantTypes.join(','),
      accessTokenValidity: b.accessTokenValidity,
      refreshTokenValidity: b.refreshTokenValidity,
      webServerRedirectUri: b.webServerRedirectUri ?? null,
      authorities: b.authorities ?? null,
      autoapprove: b.autoapprove ?? null,
      additionalInformation: info({}, b),
      createBy: actor.username,
    })
    .catch(taken(b.clientId));
  return view(found(row, 'clientNotFound'));
}

/** An edit; an empty secret keeps the current one. The token endpoint reads clients anew at every login. */
export async function update(db: Db, actor: Actor, b: ClientUpdate) {
  const id = Number(b.id);
  const current = found(await repo.clientById(db, id), 'clientNotFound');
  if (b.clientId && b.clientId !== current.clientId && (await repo.clientIdTaken(db, b.clientId, id)))
    throw new DomainError('clientIdTaken', { clientId: b.clientId });
  const row = await repo
    .updateClient(db, id, {
      clientId: b.clientId,
      clientSecret: b.clientSecret || undefined,
      scope: b.scope,
      authorizedGrantTypes: b.authorizedGrantTypes?.join(','),
      accessTokenValidity: b.accessTokenValidity,
      refreshTokenValidity: b.refreshTokenValidity,
      webServerRedirectUri: b.webServerRedirectUri,
      authorities: b.authorities,
      autoapprove: b.autoapprove,
      additionalInformation: info(current.additionalInformation, b),
      updateBy: actor.username,
    })
    .catch(taken(b.clientId ?? current.clientId));
  return view(found(row, 'clientNotFound'));
}

/** pig's DELETE with an id array, all or nothing; never the client the caller is signed in with. */
export async function remove(db: Db, actor: Actor, ids: number[]) {
  const rows = await repo.clientsByIds(db, ids);
  const own = rows.find((c) => c.clientId === actor.clientId);
  if (own) throw new DomainError('clientInUse', { clientId: own.clientId });
  if (rows.length === 0) throw new DomainError('clientNotFound', {}, 404);
  await repo.removeClients(
    db,
    rows.map((c) => c.id),
  );
  return true as const;
}
