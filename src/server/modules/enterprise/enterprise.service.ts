import type {
  Enterprise,
  EnterpriseRegister,
  EnterpriseStatus,
  EnterpriseUpdate,
  InvoiceProfile,
  InvoiceType,
} from '@contract/enterprise';
import { invoiceProfileIssues, isCreditCode } from '@contract/enterprise';
import { ROLE_CODES } from '@contract/permissions';
import bcrypt from 'bcryptjs';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import type { MessageKey } from '../../lib/messages';
import { formatTime } from '../../lib/wire';
import { insertAccount } from '../account/account.repo';
import { checkNewAccount } from '../account/account.service';
import { userByPhone } from '../sms/sms.repo';
import { useSmsCode } from '../sms/sms.service';
import * as repo from './enterprise.repo';

const BCRYPT_ROUNDS = 10;
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

/**
 * An enterprise registers (public, DESIGN §10): its fields, then its admin's account by the account registration's
 * rules with the contact mobile's SMS code; both are written together, the enterprise `pending` review.
 */
export async function register(db: Db, tenantId: number, body: EnterpriseRegister) {
  checkEnterpriseFields(body);
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
    const user = await insertAccount(
      db,
      {
        tenantId,
        username: body.username,
        passwordHash: await bcrypt.hash(body.password, BCRYPT_ROUNDS),
        phone: body.contactPhone,
      },
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
      },
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
 * The admin edits its enterprise. A new name or credit code is a new identity to check: it goes back to review.
 * A rejected enterprise's edit is its resubmission: it goes back to review whatever it changed.
 */
export async function updateMine(db: Db, actor: Actor, body: EnterpriseUpdate) {
  const current = await mineOf(db, actor);
  checkEnterpriseFields(body);
  const name = body.name?.trim();
  const identityChanged =
    (name !== undefined && name !== current.name) ||
    (body.creditCode !== undefined && body.creditCode !== current.creditCode);
  if (body.creditCode !== undefined && body.creditCode !== current.creditCode)
    if (await repo.byCreditCode(db, actor.tenantId, body.creditCode, current.id))
      throw new DomainError('creditCodeTaken');
  const review = identityChanged || current.status === 'rejected';
  try {
    const row = await repo.updateEnterprise(db, actor.tenantId, current.id, {
      ...body,
      ...(name === undefined ? {} : { name }),
      ...(body.contactName === undefined ? {} : { contactName: body.contactName.trim() }),
      ...(review ? { status: 'pending', reviewReason: null, reviewBy: null, reviewTime: null } : {}),
      updateBy: actor.username,
    });
    return enterpriseView(found(row, 'enterpriseNone'));
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('creditCodeTaken');
    throw err;
  }
}

export const profileView = (r: repo.InvoiceProfileRow): InvoiceProfile => ({
  id: String(r.id),
  type: r.type as InvoiceType,
  title: r.title,
  taxNo: r.taxNo,
  bank: r.bank,
  account: r.account,
  address: r.address,
  phone: r.phone,
  email: r.email,
  isDefault: r.isDefault,
  updateTime: formatTime(r.updateTime) ?? '',
});

type ProfileBody = {
  type: InvoiceType;
  title: string;
  taxNo: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
  email: string;
  isDefault: boolean;
};

const PROFILE_MESSAGES = {
  title: 'invoiceTitleRequired',
  taxNo: 'taxNoRequired',
  bank: 'invoiceSpecialFields',
  account: 'invoiceSpecialFields',
  address: 'invoiceSpecialFields',
  phone: 'invoiceSpecialFields',
} as const satisfies Record<string, MessageKey>;

function checkProfile(body: ProfileBody) {
  const issue = invoiceProfileIssues(body)[0];
  if (!issue) return;
  throw new DomainError(issue.key === 'taxNo' ? 'taxNoInvalid' : PROFILE_MESSAGES[issue.field]);
}

export const invoiceProfiles = async (db: Db, actor: Actor) => {
  const e = await mineOf(db, actor);
  return (await repo.profiles(db, actor.tenantId, e.id)).map(profileView);
};

export async function saveProfile(db: Db, actor: Actor, body: ProfileBody & { id?: string }) {
  const e = await mineOf(db, actor);
  checkProfile(body);
  const { id, ...fields } = body;
  if (id !== undefined) found(await repo.profile(db, actor.tenantId, e.id, Number(id)), 'invoiceNotFound');
  const row = await repo.saveProfile(
    db,
    actor.tenantId,
    e.id,
    { ...fields, title: fields.title.trim(), updateBy: actor.username },
    id === undefined ? undefined : Number(id),
  );
  return profileView(found(row, 'invoiceNotFound'));
}

export async function deleteProfiles(db: Db, actor: Actor, ids: string[]) {
  const e = await mineOf(db, actor);
  await repo.deleteProfiles(db, actor.tenantId, e.id, ids.map(Number), actor.username);
  return true as const;
}
