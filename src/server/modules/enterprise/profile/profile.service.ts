import type { Readable } from 'node:stream';
import type {
  Enterprise,
  EnterpriseAdminRow,
  EnterpriseRegister,
  EnterpriseSortField,
  EnterpriseUpdate,
} from '@contract/enterprise';
import type { EnterpriseStatus } from '@contract/enterprise-rules';
import { isCreditCode } from '@contract/enterprise-rules';
import { PERMISSIONS, ROLE_CODES } from '@contract/permissions';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../../lib/domain-error';
import { message } from '../../../lib/messages';
import { afterCommit, type News } from '../../../lib/news';
import { formatTime, page } from '../../../lib/wire';
import { privateStoredFile, storeUpload } from '../../file';
import type { FileStore } from '../../../lib/file-store';
import type { SmsGateway } from '../../channel';
import { checkNewAccount, insertAccount } from '../../account';
import { userByPhone, useSmsCode } from '../../sms';
import * as repo from './profile.repo';
import { hashPassword } from '../../../lib/cpu';
import { notify } from '../../message';

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

export const enterpriseView = (r: repo.EnterpriseRow): Enterprise => ({
  id: String(r.id),
  name: r.name,
  creditCode: r.creditCode,
  contactName: r.contactName,
  contactPhone: r.contactPhone,
  address: r.address,
  licenceFile: r.licenceFile,
  status: r.status as EnterpriseStatus,
  reviewReason: r.reviewReason,
  reviewTime: formatTime(r.reviewTime),
  createTime: formatTime(r.createTime) ?? '',
});

/** The enterprise's own fields, as the register and edit forms check them (a field absent: unchanged). */
function checkEnterpriseFields(body: EnterpriseUpdate) {
  if (body.name !== undefined && blank(body.name)) throw new DomainError('enterpriseNameRequired');
  if (body.creditCode !== undefined && !isCreditCode(body.creditCode))
    throw new DomainError('creditCodeInvalid');
  if (body.contactName !== undefined && blank(body.contactName)) throw new DomainError('contactNameRequired');
  if (body.contactPhone !== undefined && !/^1[3-9]\d{9}$/.test(body.contactPhone))
    throw new DomainError('mobileFormat');
  if (body.licenceFile !== undefined && blank(body.licenceFile)) throw new DomainError('licenceRequired');
}

/** The licence named must be one uploaded in this tenant through /edu/enterprise/licence. */
async function checkLicence(db: Db, tenantId: number, fileName: string) {
  if (!(await repo.licenceFile(db, tenantId, fileName))) throw new DomainError('licenceRequired');
}

/**
 * A business licence uploaded before the registration names it (public): an image or a PDF of at most 5 MB,
 * recognised by its bytes as every upload is, kept in the tenant's private licence folder that the file link
 * never serves.
 */
export async function uploadLicence(
  db: Db,
  store: FileStore,
  tenantId: number,
  part: { filename: string; stream: Readable },
) {
  const row = await storeUpload(db, store, {
    tenantId,
    username: 'register',
    dir: 'licence',
    filename: part.filename,
    stream: part.stream,
  });
  return { fileName: row.fileName, name: row.original ?? row.fileName };
}

/** The licence of an enterprise, for staff who see enterprises and for its own admin; 404 to anyone else. */
export async function licenceOf(db: Db, actor: Actor, id: number) {
  const e = await repo.byId(db, actor.tenantId, id);
  const allowed = e && (e.adminUserId === actor.userId || (await actor.can(PERMISSIONS.enterpriseView)));
  if (!e || !allowed) throw new DomainError('enterpriseNotFound', {}, 404);
  const row = await repo.licenceFile(db, actor.tenantId, e.licenceFile);
  const file = row && privateStoredFile(row);
  if (!file) throw new DomainError('licenceNotFound', {}, 404);
  return file;
}

/** Staff who review enterprises are told one waits for them (inside the transaction that made it wait). */
const submitted = (tx: Db, news: News, e: repo.EnterpriseRow) =>
  notify(tx, news, {
    tenantId: e.tenantId,
    kind: 'enterprise-submitted',
    params: { enterpriseId: e.id, name: e.name },
    recipients: { permission: PERMISSIONS.enterpriseReview },
  });

/**
 * An enterprise registers (public): its fields, then its admin's account by the account registration's
 * rules with the contact mobile's SMS code; both are written together, the enterprise `pending` review, and with
 * them the notice to staff who review.
 */
export async function register(db: Db, news: News, tenantId: number, body: EnterpriseRegister) {
  checkEnterpriseFields(body);
  await checkLicence(db, tenantId, body.licenceFile);
  const account = {
    username: body.username,
    password: body.password,
    phone: body.contactPhone,
    code: body.code,
  };
  await checkNewAccount(db, tenantId, account);
  if (await repo.byCreditCode(db, tenantId, body.creditCode)) throw new DomainError('creditCodeTaken');
  await useSmsCode(db, tenantId, body.contactPhone, body.code);
  let enterprise: repo.EnterpriseRow | undefined;
  try {
    const passwordHash = await hashPassword(body.password);
    const user = await afterCommit(news, (held) =>
      insertAccount(
        db,
        { tenantId, username: body.username, passwordHash, phone: body.contactPhone },
        ROLE_CODES.enterprise,
        async (tx, u) => {
          enterprise = await repo.insertEnterprise(tx, {
            tenantId,
            name: body.name.trim(),
            creditCode: body.creditCode,
            contactName: body.contactName.trim(),
            contactPhone: body.contactPhone,
            address: body.address ?? '',
            licenceFile: body.licenceFile,
            adminUserId: u.userId,
            createBy: body.username,
          });
          if (enterprise) await submitted(tx, held, enterprise);
        },
      ),
    );
    // Another registration took the username or the number between the checks and the insert.
    if (!user || !enterprise)
      throw new DomainError(
        (await userByPhone(db, tenantId, body.contactPhone)) ? 'smsPhoneTaken' : 'usernameTaken',
      );
    return {
      enterpriseId: String(enterprise.id),
      userId: String(user.userId),
      username: user.username,
      status: 'pending' as const,
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('creditCodeTaken');
    throw err;
  }
}

/** The enterprise the caller administers: a caller who administers none is refused (403). */
export async function mineOf(db: Db, actor: Actor) {
  const row = await repo.byAdmin(db, actor.tenantId, actor.userId);
  if (!row) throw new DomainError('enterpriseNone', {}, 403);
  return row;
}

export const mine = async (db: Db, actor: Actor) => enterpriseView(await mineOf(db, actor));

/**
 * The caller's enterprise when it is approved: what members, bulk enrolment, sign-up records and invoice
 * requests need (a pending or rejected enterprise keeps its info, invoice profiles and feedback only). 403 when
 * the caller administers none, or its enterprise is not approved.
 */
export async function approvedOf(db: Db, actor: Actor) {
  const row = await mineOf(db, actor);
  if (row.status !== 'approved') throw new DomainError('enterpriseNotApproved', {}, 403);
  return row;
}

/** Staff's list of the tenant's enterprises. */
export async function enterprisePage(
  db: Db,
  tenantId: number,
  q: repo.EnterpriseFilter & {
    current: number;
    size: number;
    ascs?: EnterpriseSortField[];
    descs?: EnterpriseSortField[];
  },
) {
  const { rows, total } = await repo.enterprisePage(db, tenantId, {
    ...q,
    sort: { ascs: q.ascs, descs: q.descs },
  });
  const records: EnterpriseAdminRow[] = rows.map((r) => ({
    ...enterpriseView(r.enterprise),
    adminUsername: r.adminUsername ?? '',
    memberCount: r.memberCount,
  }));
  return page(records, total, q.current, q.size);
}

/**
 * Staff review a pending enterprise: approve, or reject with a reason. The admin is told by a notice (written with
 * the review) and a text to the contact mobile (and sees the state and the reason in /mine); a failed text does
 * not undo the review.
 */
export async function reviewEnterprise(
  db: Db,
  news: News,
  gateway: SmsGateway,
  actor: Actor,
  body: { id: string; approve: boolean; reason?: string },
  onNoticeFailed: (err: unknown) => void = () => {},
) {
  const reason = body.reason?.trim() ?? '';
  const current = found(await repo.byId(db, actor.tenantId, Number(body.id)), 'enterpriseNotFound');
  if (current.status !== 'pending') throw new DomainError('enterpriseNotPending');
  if (!body.approve && !reason) throw new DomainError('reviewReasonRequired');
  const row = await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const done = await repo.review(tx, actor.tenantId, current.id, {
        status: body.approve ? 'approved' : 'rejected',
        reviewReason: body.approve ? null : reason,
        reviewBy: actor.username,
      });
      if (done)
        await notify(tx, held, {
          tenantId: actor.tenantId,
          kind: 'enterprise-reviewed',
          params: { enterpriseId: done.id, name: done.name, approved: body.approve ? '1' : '0', reason },
          recipients: { userIds: [done.adminUserId] },
        });
      return done;
    }),
  );
  if (!row) throw new DomainError('enterpriseNotPending');
  const text = body.approve
    ? message('zh', 'enterpriseApprovedSms', { name: row.name })
    : message('zh', 'enterpriseRejectedSms', { name: row.name, reason });
  await gateway.send({ to: row.contactPhone, text, code: '' }).catch(onNoticeFailed);
  return enterpriseView(row);
}

/**
 * The admin edits its enterprise. A new name or credit code is a new identity to check: it goes back to review.
 * A rejected enterprise's edit is its resubmission: it goes back to review whatever it changed. One that was not
 * waiting already is a notice to staff who review.
 */
export async function updateMine(db: Db, news: News, actor: Actor, body: EnterpriseUpdate) {
  const current = await mineOf(db, actor);
  checkEnterpriseFields(body);
  if (body.licenceFile !== undefined && body.licenceFile !== current.licenceFile)
    await checkLicence(db, actor.tenantId, body.licenceFile);
  const name = body.name?.trim();
  const identityChanged =
    (name !== undefined && name !== current.name) ||
    (body.creditCode !== undefined && body.creditCode !== current.creditCode);
  if (body.creditCode !== undefined && body.creditCode !== current.creditCode)
    if (await repo.byCreditCode(db, actor.tenantId, body.creditCode, current.id))
      throw new DomainError('creditCodeTaken');
  const review = identityChanged || current.status === 'rejected';
  try {
    const row = await afterCommit(news, (held) =>
      db.transaction(async (tx) => {
        const saved = await repo.updateEnterprise(tx, actor.tenantId, current.id, {
          ...body,
          ...(name === undefined ? {} : { name }),
          ...(body.contactName === undefined ? {} : { contactName: body.contactName.trim() }),
          ...(review ? { status: 'pending', reviewReason: null, reviewBy: null, reviewTime: null } : {}),
          updateBy: actor.username,
        });
        if (saved && review && current.status !== 'pending') await submitted(tx, held, saved);
        return saved;
      }),
    );
    return enterpriseView(found(row, 'enterpriseNone'));
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('creditCodeTaken');
    throw err;
  }
}

/** The enterprise this user administers, or nothing. */
export const byAdmin = repo.byAdmin;
/** How many enterprises staff's list holds with this filter (the console home counts those waiting for review). */
export const enterpriseCount = repo.enterpriseTotal;
