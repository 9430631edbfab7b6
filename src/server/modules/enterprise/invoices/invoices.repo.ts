import { and, count, desc, eq, ilike, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { InvoiceSortField } from '@contract/enterprise';
import type { Db } from '../../../db/client';
import {
  eduCourse,
  eduEnrolment,
  eduEnterprise,
  eduInvoiceRequest,
  eduInvoiceRequestItem,
  sysUser,
} from '../../../db/schema';
import { pageRows } from '../../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../../db/sort';

export type InvoiceRequestRow = typeof eduInvoiceRequest.$inferSelect;

/** Which of these sign-ups are in a live request item already (each may be asked for once at a time). */
export async function requestedAmong(db: Db, tenantId: number, enrolmentIds: number[]): Promise<Set<number>> {
  if (!enrolmentIds.length) return new Set();
  const rows = await db
    .select({ enrolmentId: eduInvoiceRequestItem.enrolmentId })
    .from(eduInvoiceRequestItem)
    .where(
      and(
        eq(eduInvoiceRequestItem.tenantId, tenantId),
        inArray(eduInvoiceRequestItem.enrolmentId, enrolmentIds),
        eq(eduInvoiceRequestItem.live, true),
      ),
    );
  return new Set(rows.map((r) => r.enrolmentId));
}

/** Writes a request and its items (in the caller's transaction); the live-item index refuses a taken sign-up. */
export async function insertRequest(
  tx: Db,
  row: typeof eduInvoiceRequest.$inferInsert,
  items: { enrolmentId: number; fee: number }[],
): Promise<InvoiceRequestRow> {
  const [saved] = await tx.insert(eduInvoiceRequest).values(row).returning();
  if (!saved) throw new Error('invoice request insert');
  await tx
    .insert(eduInvoiceRequestItem)
    .values(items.map((i) => ({ ...i, requestId: saved.id, tenantId: row.tenantId })));
  return saved;
}

export type RequestFilter = { enterpriseId?: number; status?: string; enterpriseName?: string };

const requestWhere = (tenantId: number, f: RequestFilter): SQL | undefined =>
  and(
    eq(eduInvoiceRequest.tenantId, tenantId),
    eq(eduInvoiceRequest.delFlag, '0'),
    f.enterpriseId !== undefined ? eq(eduInvoiceRequest.enterpriseId, f.enterpriseId) : undefined,
    f.status ? eq(eduInvoiceRequest.status, f.status) : undefined,
    f.enterpriseName
      ? ilike(eduEnterprise.name, `%${f.enterpriseName.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)
      : undefined,
  );

const withEnterprise = (db: Db, tenantId: number) =>
  db
    .select({ request: eduInvoiceRequest, enterpriseName: eduEnterprise.name })
    .from(eduInvoiceRequest)
    .innerJoin(
      eduEnterprise,
      and(eq(eduEnterprise.id, eduInvoiceRequest.enterpriseId), eq(eduEnterprise.tenantId, tenantId)),
    )
    .$dynamic();
export type JoinedRequest = { request: InvoiceRequestRow; enterpriseName: string };

/** How many requests match: the page's total (and the console home's count of those waiting). */
export async function requestTotal(db: Db, tenantId: number, f: RequestFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eduInvoiceRequest)
    .innerJoin(eduEnterprise, eq(eduEnterprise.id, eduInvoiceRequest.enterpriseId))
    .where(requestWhere(tenantId, f));
  return row?.total ?? 0;
}

/** What the requests matching the filter ask for together, in fen (the list's total of the whole filter). */
export async function requestAmountTotal(db: Db, tenantId: number, f: RequestFilter): Promise<number> {
  const [row] = await db
    .select({ amount: sum(eduInvoiceRequest.amount) })
    .from(eduInvoiceRequest)
    .innerJoin(eduEnterprise, eq(eduEnterprise.id, eduInvoiceRequest.enterpriseId))
    .where(requestWhere(tenantId, f));
  return Number(row?.amount ?? 0);
}

/** How many sign-ups a request covers (its list's Sign-ups column). */
const itemCount = sql<number>`(select count(*) from ${eduInvoiceRequestItem} i
  where i.tenant_id = ${eduInvoiceRequest.tenantId} and i.request_id = ${eduInvoiceRequest.id})`;
const INVOICE_SORT: SortColumns<InvoiceSortField> = {
  id: eduInvoiceRequest.id,
  enterpriseName: eduEnterprise.name,
  title: sql`${eduInvoiceRequest.profile} ->> 'title'`,
  items: itemCount,
  amount: eduInvoiceRequest.amount,
  status: eduInvoiceRequest.status,
  invoiceNo: eduInvoiceRequest.invoiceNo,
  createTime: eduInvoiceRequest.createTime,
  handledTime: eduInvoiceRequest.handledTime,
};

/** A page of requests with the enterprise's name: newest first, unless a sort is asked for. */
export async function requestPage(
  db: Db,
  tenantId: number,
  f: RequestFilter,
  current: number,
  size: number,
  sort: SortQuery<InvoiceSortField> = {},
) {
  const total = await requestTotal(db, tenantId, f);
  const records: JoinedRequest[] = await pageRows(
    withEnterprise(db, tenantId)
      .where(requestWhere(tenantId, f))
      .orderBy(...orderOf(INVOICE_SORT, sort, [desc(eduInvoiceRequest.id)], eduInvoiceRequest.id))
      .$dynamic(),
    current,
    size,
  );
  return { records, total };
}

export async function requestById(
  db: Db,
  tenantId: number,
  id: number,
  enterpriseId?: number,
): Promise<JoinedRequest | undefined> {
  const [row] = await withEnterprise(db, tenantId).where(
    and(requestWhere(tenantId, { enterpriseId }), eq(eduInvoiceRequest.id, id)),
  );
  return row;
}

/** The sign-ups the requests cover, with the fee each was asked for. */
export async function itemsOf(db: Db, tenantId: number, requestIds: number[]) {
  if (!requestIds.length) return [];
  return db
    .select({
      requestId: eduInvoiceRequestItem.requestId,
      enrolmentId: eduEnrolment.id,
      userId: eduEnrolment.userId,
      name: sysUser.name,
      courseId: eduCourse.id,
      courseTitle: eduCourse.title,
      fee: eduInvoiceRequestItem.fee,
    })
    .from(eduInvoiceRequestItem)
    .innerJoin(
      eduEnrolment,
      and(eq(eduEnrolment.id, eduInvoiceRequestItem.enrolmentId), eq(eduEnrolment.tenantId, tenantId)),
    )
    .innerJoin(eduCourse, eq(eduCourse.id, eduEnrolment.courseId))
    .leftJoin(sysUser, eq(sysUser.userId, eduEnrolment.userId))
    .where(
      and(eq(eduInvoiceRequestItem.tenantId, tenantId), inArray(eduInvoiceRequestItem.requestId, requestIds)),
    )
    .orderBy(eduEnrolment.id);
}

/**
 * Staff handle a request that is still `requested` (the condition is in the update, so two handlers never both
 * win); rejecting frees its sign-ups to be asked for again. Undefined when it is not there or handled already.
 */
export async function handleRequest(
  tx: Db,
  tenantId: number,
  id: number,
  set: Partial<typeof eduInvoiceRequest.$inferInsert>,
): Promise<InvoiceRequestRow | undefined> {
  const [row] = await tx
    .update(eduInvoiceRequest)
    .set({ ...set, updateTime: new Date() })
    .where(
      and(
        eq(eduInvoiceRequest.tenantId, tenantId),
        eq(eduInvoiceRequest.id, id),
        eq(eduInvoiceRequest.delFlag, '0'),
        eq(eduInvoiceRequest.status, 'requested'),
      ),
    )
    .returning();
  if (row?.status === 'rejected')
    await tx
      .update(eduInvoiceRequestItem)
      .set({ live: false })
      .where(and(eq(eduInvoiceRequestItem.tenantId, tenantId), eq(eduInvoiceRequestItem.requestId, id)));
  return row;
}
