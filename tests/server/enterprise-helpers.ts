import type { FastifyInstance } from 'fastify';
import { creditCodeCheckChar } from '@contract/enterprise';
import { eduEnterprise, eduEnterpriseMember } from '../../src/server/db/schema';
import { newLearner } from './edu-helpers';

let serial = 0;
/** A valid credit code no other enterprise of the tests has. */
export const freshCreditCode = () => {
  const first17 = `9144030099${String(++serial).padStart(7, '0')}`;
  return first17 + (creditCodeCheckChar(first17) ?? '');
};

/**
 * An enterprise written straight to the database (its registration and review are enterprise.test.ts's), with
 * its admin signed in, and `members` new learners linked as its members.
 */
export async function enterpriseWithMembers(
  app: FastifyInstance,
  tag: string,
  o: { members?: number; status?: 'approved' | 'pending' | 'rejected'; tenantId?: number } = {},
) {
  const tenantId = o.tenantId ?? 1;
  const admin = await newLearner(app, `${tag}_admin`, tenantId);
  const [e] = await app.database.db
    .insert(eduEnterprise)
    .values({
      tenantId,
      name: `${tag} 物业`,
      creditCode: freshCreditCode(),
      contactName: '联系人',
      contactPhone: '13700000000',
      licenceFile: 'licence.pdf',
      adminUserId: admin.userId,
      status: o.status ?? 'approved',
    })
    .returning();
  if (!e) throw new Error('enterprise insert');
  const members = [];
  for (let i = 1; i <= (o.members ?? 0); i++)
    members.push(await addMember(app, e.id, `${tag}_m${i}`, tenantId));
  return { id: e.id, headers: admin.headers, adminId: admin.userId, members };
}

/** A new learner linked as a member of the enterprise. */
export async function addMember(app: FastifyInstance, enterpriseId: number, username: string, tenantId = 1) {
  const user = await newLearner(app, username, tenantId);
  await app.database.db.insert(eduEnterpriseMember).values({ tenantId, enterpriseId, userId: user.userId });
  return user;
}
