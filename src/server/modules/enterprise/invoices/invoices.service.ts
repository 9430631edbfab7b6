import type {
  Billable,
  InvoicePage,
  InvoiceRequest,
  InvoiceRequestStatus,
  InvoiceSortField,
} from '@contract/enterprise';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { PERMISSIONS } from '@contract/permissions';
import { DomainError, found, isUniqueViolation } from '../../../lib/domain-error';
import { afterCommit, type News } from '../../../lib/news';
import type { StoredFile } from '../../../lib/send-file';
import { formatTime, page } from '../../../lib/wire';
import { approvedPaidOfEnterprise, type PaidSignUp } from '../../enrolment';
import { fileByName, kindOfStored } from '../../file';
import { fileKey } from '../../../lib/file-store';
import { notify } from '../../message';
import { profile } from '../profile/invoice-profiles.repo';
import { byId as enterpriseById } from '../profile/profile.repo';
import { approvedOf, mineOf } from '../profile/profile.service';
import * as repo from './invoices.repo';

/**
 * Invoice requests (see the contract's comment above INVOICE_REQUEST_STATUSES): an approved enterprise asks
 * for an invoice of some billable sign-ups with one of its profiles (copied in); staff issue it with the e-invoice
 * PDF or reject it, which frees its sign-ups; the enterprise downloads the issued PDF.
 */

const PDF = 'application/pdf';

const billableView = (r: PaidSignUp): Billable => ({
  enrolmentId: String(r.enrolmentId),
  userId: String(r.userId),
  name: r.name,
  courseId: String(r.courseId),
  courseTitle: r.courseTitle,
  fee: r.fee,
  createTime: formatTime(r.createTime) ?? '',
});

/**
 * The enterprise's sign-ups that can be invoiced (the contract's rule): approved, of a course with a fee, the
 * enterprise's (made by it or a member's), and in no live request item. `ids` narrows to those sign-ups.
 */
async function billable(db: Db, tenantId: number, enterpriseId: number, ids?: number[]) {
  const paid = await approvedPaidOfEnterprise(db, tenantId, enterpriseId, ids);
  const requested = await repo.requestedAmong(
    db,
    tenantId,
    paid.map((r) => r.enrolmentId),
  );
  return paid.filter((r) => !requested.has(r.enrolmentId));
}

type Item = Awaited<ReturnType<typeof repo.itemsOf>>[number];
const PROFILE_FIELDS = ['title', 'taxNo', 'bank', 'account', 'address', 'phone', 'email'] as const;

function requestView(j: repo.JoinedRequest, items: Item[]): InvoiceRequest {
  const r = j.request;
  const p = r.profile;
  return {
    id: String(r.id),
    enterpriseId: String(r.enterpriseId),
    enterpriseName: j.enterpriseName,
    profile: {
      type: p.type === 'special' ? 'special' : 'normal',
      ...(Object.fromEntries(PROFILE_FIELDS.map((k) => [k, p[k] ?? ''])) as Record<
        (typeof PROFILE_FIELDS)[number],
        string
      >),
    },
    amount: r.amount,
    status: r.status as InvoiceRequestStatus,
    invoiceNo: r.invoiceNo,
    hasFile: r.status === 'issued' && !!r.invoiceFile,
    reason: r.reason,
    items: items
      .filter((i) => i.requestId === r.id)
      .map((i) => ({
        enrolmentId: String(i.enrolmentId),
        userId: String(i.userId),
        name: i.name,
        courseId: String(i.courseId),
        courseTitle: i.courseTitle,
        fee: i.fee,
      })),
    createTime: formatTime(r.createTime) ?? '',
    handledTime: formatTime(r.handledTime),
  };
}

async function viewOf(db: Db, tenantId: number, j: repo.JoinedRequest) {
  return requestView(j, await repo.itemsOf(db, tenantId, [j.request.id]));
}

/** A page of the requests `f` matches, sorted as the query's `ascs` / `descs` say, and their amount together. */
async function pageOf(
  db: Db,
  tenantId: number,
  f: repo.RequestFilter,
  q: RequestQuery,
): Promise<InvoicePage> {
  const { current, size } = q;
  const { records, total } = await repo.requestPage(db, tenantId, f, current, size, q);
  const amountTotal = await repo.requestAmountTotal(db, tenantId, f);
  const items = await repo.itemsOf(
    db,
    tenantId,
    records.map((r) => r.request.id),
  );
  return {
    ...page(
      records.map((r) => requestView(r, items)),
      total,
      current,
      size,
    ),
    amountTotal,
  };
}

/** GET /edu/enterprise/invoice/billable */
export async function billableOf(db: Db, actor: Actor): Promise<Billable[]> {
  const e = await mineOf(db, actor);
  return (await billable(db, actor.tenantId, e.id)).map(billableView);
}

/**
 * POST /edu/enterprise/invoice/request: every sign-up named must be billable now (else none is asked for, and the
 * answer names those that are not); the amount is the sum of their course fees; the profile is copied in. Staff
 * who issue invoices are sent a notice with it.
 */
export async function requestInvoice(
  db: Db,
  news: News,
  actor: Actor,
  body: { profileId: string; enrolmentIds: string[] },
): Promise<InvoiceRequest> {
  const e = await approvedOf(db, actor);
  const { tenantId } = actor;
  const p = found(await profile(db, tenantId, e.id, Number(body.profileId)), 'invoiceNotFound');
  const ids = [...new Set(body.enrolmentIds.map(Number))];
  try {
    const id = await afterCommit(news, (held) =>
      db.transaction(async (tx) => {
        const rows = await billable(tx, tenantId, e.id, ids);
        const missing = ids.filter((i) => !rows.some((r) => r.enrolmentId === i));
        if (missing.length) throw new DomainError('invoiceNotBillable', { ids: missing.join(', ') });
        const saved = await repo.insertRequest(
          tx,
          {
            tenantId,
            enterpriseId: e.id,
            profileId: p.id,
            profile: {
              type: p.type,
              ...Object.fromEntries(PROFILE_FIELDS.map((k) => [k, p[k]])),
            },
            amount: rows.reduce((sum, r) => sum + r.fee, 0),
            createBy: actor.username,
            updateBy: actor.username,
          },
          rows.map((r) => ({ enrolmentId: r.enrolmentId, fee: r.fee })),
        );
        await notify(tx, held, {
          tenantId,
          kind: 'invoice-requested',
          params: { requestId: saved.id, enterprise: e.name, amount: (saved.amount / 100).toFixed(2) },
          recipients: { permission: PERMISSIONS.enterpriseInvoice },
        });
        return saved.id;
      }),
    );
    return viewOf(db, tenantId, found(await repo.requestById(db, tenantId, id), 'invoiceRequestNotFound'));
  } catch (err) {
    // Another request took one of them between the check and the write: the live-item index said no.
    if (isUniqueViolation(err)) throw new DomainError('invoiceAlreadyRequested');
    throw err;
  }
}

export type RequestQuery = {
  status?: InvoiceRequestStatus;
  enterpriseName?: string;
  current: number;
  size: number;
  ascs?: InvoiceSortField[];
  descs?: InvoiceSortField[];
};

/** GET /edu/enterprise/invoice/request: the enterprise's own requests. */
export async function myRequests(db: Db, actor: Actor, q: RequestQuery) {
  const e = await mineOf(db, actor);
  return pageOf(db, actor.tenantId, { enterpriseId: e.id, status: q.status }, q);
}

/** GET /edu/invoice/page (staff): the tenant's requests. */
export const requestList = (db: Db, tenantId: number, q: RequestQuery) =>
  pageOf(db, tenantId, { status: q.status, enterpriseName: q.enterpriseName }, q);
/** How many requests staff's list holds with this filter (the console home counts those waiting). */
export const requestCount = repo.requestTotal;

/**
 * Handles a requested one, or says why not: absent (404) or handled already. The enterprise's admin is sent a
 * notice of it in the same transaction; a request handled already changes nothing and sends nothing.
 */
async function handle(
  db: Db,
  news: News,
  tenantId: number,
  id: number,
  set: Parameters<typeof repo.handleRequest>[3],
): Promise<InvoiceRequest> {
  const done = await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const row = await repo.handleRequest(tx, tenantId, id, set);
      const e = row && (await enterpriseById(tx, tenantId, row.enterpriseId));
      if (row && e)
        await notify(tx, held, {
          tenantId,
          kind: 'invoice-handled',
          params: {
            requestId: row.id,
            status: row.status,
            amount: (row.amount / 100).toFixed(2),
            invoiceNo: row.invoiceNo,
            reason: row.reason,
          },
          recipients: { userIds: [e.adminUserId] },
        });
      return row;
    }),
  );
  const j = found(await repo.requestById(db, tenantId, id), 'invoiceRequestNotFound');
  if (!done) throw new DomainError('invoiceRequestHandled');
  return viewOf(db, tenantId, j);
}

/**
 * PUT /edu/invoice/issue: a requested one gets its number and the e-invoice PDF, a file uploaded in this tenant
 * whose recognised type (from its bytes, at upload) is PDF.
 */
export async function issue(
  db: Db,
  news: News,
  actor: Actor,
  body: { id: string; invoiceNo: string; invoiceFile: string },
) {
  const invoiceNo = body.invoiceNo.trim();
  if (!invoiceNo) throw new DomainError('invoiceNoRequired');
  const file = await fileByName(db, actor.tenantId, body.invoiceFile);
  if (!file || file.type !== PDF) throw new DomainError('invoiceFilePdf');
  return handle(db, news, actor.tenantId, Number(body.id), {
    status: 'issued',
    invoiceNo,
    invoiceFile: file.fileName,
    handledBy: actor.username,
    handledTime: new Date(),
    updateBy: actor.username,
  });
}

/** PUT /edu/invoice/reject: a requested one is refused with a reason; its sign-ups may be asked for again. */
export async function reject(db: Db, news: News, actor: Actor, body: { id: string; reason: string }) {
  const reason = body.reason.trim();
  if (!reason) throw new DomainError('invoiceRejectReason');
  return handle(db, news, actor.tenantId, Number(body.id), {
    status: 'rejected',
    reason,
    handledBy: actor.username,
    handledTime: new Date(),
    updateBy: actor.username,
  });
}

/** The issued PDF of a request of the tenant (of the enterprise, when one is named), for send-file. */
async function invoiceFile(db: Db, tenantId: number, id: number, enterpriseId?: number): Promise<StoredFile> {
  const j = found(await repo.requestById(db, tenantId, id, enterpriseId), 'invoiceRequestNotFound');
  const r = j.request;
  if (r.status !== 'issued' || !r.invoiceFile) throw new DomainError('invoiceNotIssued', {}, 404);
  const file = await fileByName(db, tenantId, r.invoiceFile);
  const kind = kindOfStored(r.invoiceFile);
  if (!file || !kind) throw new DomainError('fileNotFound', {}, 404);
  return {
    key: fileKey(file),
    kind,
    downloadName: `${r.invoiceNo ?? r.id}.pdf`,
    cacheControl: 'private, no-store',
  };
}

/** GET /edu/enterprise/invoice/request/file: the enterprise's own issued PDF. */
export async function myInvoiceFile(db: Db, actor: Actor, id: number) {
  const e = await mineOf(db, actor);
  return invoiceFile(db, actor.tenantId, id, e.id);
}

/** GET /edu/invoice/file (staff). */
export const staffInvoiceFile = (db: Db, tenantId: number, id: number) => invoiceFile(db, tenantId, id);
