import { randomBytes } from 'node:crypto';
import type { SocialDetailsBody, SocialType } from '@contract/social';
import { SOCIAL_TYPES } from '@contract/social';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { newToken, sha256 } from '../../lib/crypto';
import { DomainError, found } from '../../lib/domain-error';
import { formatTime } from '../../lib/wire';
import { userById } from '../user';
import { ADAPTERS, type SocialAdapter } from './social.adapter';
import * as repo from './social.repo';

/** How long an authorize call's state, and an unbound login's bind ticket, stay usable (one use each). */
export const STATE_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 10 * 60_000;

const isType = (t: string): t is SocialType => (SOCIAL_TYPES as readonly string[]).includes(t);
const adapterOf = (type: string): SocialAdapter => {
  if (!isType(type)) throw new DomainError('socialProviderNotFound', {}, 404);
  return ADAPTERS[type];
};

/** The login tab's list: the tenant's enabled providers, no secret, no endpoint. */
export async function publicProviders(db: Db, tenantId: number) {
  return (await repo.listProviders(db, tenantId))
    .filter((p) => p.enabled)
    .map((p) => ({ id: String(p.id), type: p.type as SocialType, name: p.name }));
}

const staffView = (p: repo.SocialDetailsRow) => ({
  id: String(p.id),
  type: p.type as SocialType,
  name: p.name,
  appId: p.appId,
  appSecretSet: p.appSecret !== '',
  issuer: p.issuer,
  agentId: p.agentId,
  redirectUrl: p.redirectUrl,
  enabled: p.enabled,
  createTime: formatTime(p.createTime),
});

export const staffList = async (db: Db, tenantId: number) =>
  (await repo.listProviders(db, tenantId)).map(staffView);

function checkShape(body: SocialDetailsBody) {
  if (body.type === 'OIDC' && !body.issuer) throw new DomainError('socialIssuerRequired');
}

export async function createProvider(db: Db, actor: Actor, body: SocialDetailsBody) {
  checkShape(body);
  if (!body.appSecret) throw new DomainError('socialSecretRequired');
  const row = await repo.insertProvider(db, {
    ...body,
    appSecret: body.appSecret,
    issuer: body.issuer ?? null,
    agentId: body.agentId ?? null,
    tenantId: actor.tenantId,
    createBy: actor.username,
  });
  await repo.syncLoginFlag(db, actor.tenantId);
  return staffView(row);
}

export async function updateProvider(db: Db, actor: Actor, id: number, body: SocialDetailsBody) {
  checkShape(body);
  const { appSecret, ...rest } = body;
  const row = await repo.updateProvider(db, actor.tenantId, id, {
    ...rest,
    issuer: body.issuer ?? null,
    agentId: body.agentId ?? null,
    ...(appSecret ? { appSecret } : {}),
  });
  const view = staffView(found(row, 'socialProviderNotFound'));
  await repo.syncLoginFlag(db, actor.tenantId);
  return view;
}

export async function removeProvider(db: Db, actor: Actor, id: number) {
  if (!(await repo.deleteProvider(db, actor.tenantId, id)))
    throw new DomainError('socialProviderNotFound', {}, 404);
  await repo.syncLoginFlag(db, actor.tenantId);
  return true as const;
}

const enabledProvider = async (db: Db, tenantId: number, id: number) => {
  const p = await repo.providerById(db, tenantId, id);
  if (!p?.enabled) throw new DomainError('socialProviderNotFound', {}, 404);
  return p;
};

/** Where to send the browser: the provider's login, with a fresh state, nonce and PKCE verifier kept here. */
export async function authorize(db: Db, tenantId: number, id: number) {
  const p = await enabledProvider(db, tenantId, id);
  const flow = { state: newToken(), nonce: newToken(), verifier: randomBytes(48).toString('base64url') };
  let url: string;
  try {
    url = await adapterOf(p.type).authorizeUrl(p, flow);
  } catch {
    // The provider's discovery document could not be read: a business failure the login shows, not a 500.
    throw new DomainError('socialLoginFailed');
  }
  await repo.insertFlow(db, {
    hash: sha256(flow.state),
    kind: 'state',
    tenantId,
    providerId: p.id,
    nonce: flow.nonce,
    verifier: flow.verifier,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  // Housekeeping: now and then, the states and tickets that expired an hour ago go.
  if (Math.random() < 0.01) await repo.purgeFlows(db, new Date(Date.now() - 3600_000));
  return { url };
}

export type SocialLogin =
  { user: { userId: number; username: string; tenantId: number; lockFlag: string } } | { ticket: string };

/**
 * The authorize call's state, used once, and the code exchanged with the provider it was issued for: which
 * provider and which external subject came back. Anything amiss is the one failure the login shows.
 */
async function returnedSubject(
  db: Db,
  tenantId: number,
  p: { type?: string; code: string; state: string | undefined },
) {
  const flow = p.state ? await repo.useFlow(db, sha256(p.state), 'state', tenantId) : undefined;
  if (!flow?.nonce || !flow.verifier || !p.state) throw new DomainError('socialLoginFailed');
  const provider = await repo.providerById(db, tenantId, flow.providerId);
  if (!provider?.enabled || (p.type !== undefined && provider.type !== p.type))
    throw new DomainError('socialLoginFailed');
  try {
    const subject = await adapterOf(provider.type).subject(provider, p.code, {
      state: p.state,
      nonce: flow.nonce,
      verifier: flow.verifier,
    });
    return { provider, subject };
  } catch {
    throw new DomainError('socialLoginFailed');
  }
}

/**
 * The social grant (`mobile=<TYPE>@<code>` with the authorize call's `state`): the external subject's binding
 * names the user. An unbound subject yields a one-use ticket that a signed-in user can bind to themselves.
 */
export async function socialLogin(
  db: Db,
  tenantId: number,
  p: { type: string; code: string; state: string | undefined },
): Promise<SocialLogin> {
  const { provider, subject } = await returnedSubject(db, tenantId, p);
  const binding = await repo.bindingOf(db, provider.id, subject);
  const user = binding && (await userById(db, tenantId, binding.userId));
  if (user) return { user };
  const ticket = newToken();
  await repo.insertFlow(db, {
    hash: sha256(ticket),
    kind: 'ticket',
    tenantId,
    providerId: provider.id,
    subject,
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { ticket };
}

/**
 * Binding from the person settings: the signed-in user went to the provider from there, and the code and state
 * it sent back bind that external account to them. Never a login: an account bound to someone else is refused,
 * not signed in. Binding the account already bound to the caller again is a success (a replayed return).
 */
export async function bindReturned(db: Db, actor: Actor, p: { code: string; state: string }) {
  const { provider, subject } = await returnedSubject(db, actor.tenantId, p);
  const existing = await repo.bindingOf(db, provider.id, subject);
  if (existing) {
    if (existing.userId === actor.userId) return true as const;
    throw new DomainError('socialAlreadyBound');
  }
  const bound = await repo.insertBinding(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    providerId: provider.id,
    subject,
  });
  if (!bound) throw new DomainError('socialAlreadyBound');
  return true as const;
}

/** Binds the external account an unbound login's ticket stands for to the signed-in caller. */
export async function bind(db: Db, actor: Actor, ticket: string) {
  const flow = await repo.useFlow(db, sha256(ticket), 'ticket', actor.tenantId);
  if (!flow?.subject) throw new DomainError('socialTicketInvalid');
  const bound = await repo.insertBinding(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    providerId: flow.providerId,
    subject: flow.subject,
  });
  if (!bound) throw new DomainError('socialAlreadyBound');
  return true as const;
}

export const bindings = async (db: Db, actor: Actor) =>
  (await repo.bindingsOfUser(db, actor.tenantId, actor.userId)).map((b) => ({
    id: String(b.id),
    providerId: String(b.providerId),
    type: b.type as SocialType,
    name: b.name,
    createTime: formatTime(b.createTime),
  }));

export async function unbind(db: Db, actor: Actor, id: number) {
  if (!(await repo.deleteBinding(db, actor.tenantId, actor.userId, id)))
    throw new DomainError('socialBindingNotFound', {}, 404);
  return true as const;
}
