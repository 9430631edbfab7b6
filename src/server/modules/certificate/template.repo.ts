import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eduCertificateTemplate } from '../../db/schema';

export async function templateOf(db: Db, tenantId: number) {
  const [row] = await db
    .select()
    .from(eduCertificateTemplate)
    .where(eq(eduCertificateTemplate.tenantId, tenantId));
  return row;
}

export async function saveTemplate(db: Db, row: typeof eduCertificateTemplate.$inferInsert) {
  const { tenantId: _t, ...set } = row;
  await db
    .insert(eduCertificateTemplate)
    .values(row)
    .onConflictDoUpdate({ target: eduCertificateTemplate.tenantId, set: { ...set, updateTime: new Date() } });
}
