import type { InvoiceProfile } from '@contract/enterprise';
import type { InvoiceType } from '@contract/enterprise-rules';
import { invoiceProfileIssues } from '@contract/enterprise-rules';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError, found } from '../../../lib/domain-error';
import type { MessageKey } from '../../../lib/messages';
import { formatTime } from '../../../lib/wire';
import { mineOf } from './profile.service';
import * as repo from './invoice-profiles.repo';

/* An enterprise admin's invoice profiles (titles, tax numbers, bank details) that invoice requests pick from. */

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
