import type { PigSocial, PigSocialBody, SocialDetailsBody } from '@contract/social';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { page } from '../../lib/wire';
import * as social from './social.service';

/** What pig's console shows for a stored secret: never the secret. */
export const MASKED_SECRET = '******';

type Staff = Awaited<ReturnType<typeof social.staffList>>[number];

const toPig = (p: Staff): PigSocial => ({
  id: p.id,
  type: p.type,
  remark: p.name,
  appId: p.appId,
  appSecret: p.appSecretSet ? MASKED_SECRET : '',
  redirectUrl: p.redirectUrl,
  ext: p.issuer ?? p.agentId ?? null,
  createTime: p.createTime,
});

/** pig's form in our shape: `ext` is the issuer of an OIDC provider and the agent id of a WeCom app. */
const fromPig = (b: PigSocialBody): SocialDetailsBody => ({
  type: b.type,
  name: b.remark,
  appId: b.appId,
  appSecret: b.appSecret === MASKED_SECRET ? undefined : b.appSecret,
  issuer: b.type === 'OIDC' ? (b.ext ?? null) : null,
  agentId: b.type === 'WEIXIN_CP' ? (b.ext ?? null) : null,
  redirectUrl: b.redirectUrl,
  enabled: true,
});

export async function pigPage(db: Db, tenantId: number, q: { current: number; size: number }) {
  const all = await social.staffList(db, tenantId);
  const from = (q.current - 1) * q.size;
  return page(all.slice(from, from + q.size).map(toPig), all.length, q.current, q.size);
}

export async function pigById(db: Db, tenantId: number, id: string) {
  const p = (await social.staffList(db, tenantId)).find((s) => s.id === id);
  if (!p) throw new DomainError('socialProviderNotFound', {}, 404);
  return toPig(p);
}

export const pigCreate = async (db: Db, actor: Actor, b: PigSocialBody) =>
  toPig(await social.createProvider(db, actor, fromPig(b)));

export async function pigUpdate(db: Db, actor: Actor, b: PigSocialBody) {
  if (!b.id) throw new DomainError('socialProviderNotFound', {}, 404);
  return toPig(await social.updateProvider(db, actor, Number(b.id), fromPig(b)));
}

/** pig's batch delete: all of them or none. */
export async function pigRemove(db: Db, actor: Actor, ids: string[]) {
  const mine = new Set((await social.staffList(db, actor.tenantId)).map((p) => p.id));
  if (ids.some((id) => !mine.has(id))) throw new DomainError('socialProviderNotFound', {}, 404);
  for (const id of ids) await social.removeProvider(db, actor, Number(id));
  return true as const;
}
