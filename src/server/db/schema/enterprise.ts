import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { eduAudit, tenantIdColumn, ts } from './columns';

/** Enterprises, their invoice profiles and feedback. Every row carries tenant_id. */

const audit = eduAudit();
const tenantId = tenantIdColumn();

/** A member company; its admin is a user with ROLE_ENTERPRISE. Review: pending → approved / rejected. */
export const eduEnterprise = pgTable(
  'edu_enterprise',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    name: varchar('name', { length: 128 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    contactName: varchar('contact_name', { length: 64 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    address: varchar('address', { length: 255 }).notNull().default(''),
    licenceFile: varchar('licence_file', { length: 255 }).notNull(),
    adminUserId: bigint('admin_user_id', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reviewReason: varchar('review_reason', { length: 255 }),
    reviewBy: varchar('review_by', { length: 64 }),
    reviewTime: ts('review_time'),
    ...audit,
  },
  (t) => [
    // One live enterprise per credit code and per admin in a tenant.
    uniqueIndex('edu_enterprise_code')
      .on(t.tenantId, t.creditCode)
      .where(sql`${t.delFlag} = '0'`),
    uniqueIndex('edu_enterprise_admin')
      .on(t.tenantId, t.adminUserId)
      .where(sql`${t.delFlag} = '0'`),
    index('edu_enterprise_status').on(t.tenantId, t.status),
  ],
);

/** An enterprise's invoice (fapiao) profile; at most one default per enterprise. */
export const eduInvoiceProfile = pgTable(
  'edu_invoice_profile',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    taxNo: varchar('tax_no', { length: 24 }).notNull(),
    bank: varchar('bank', { length: 128 }).notNull().default(''),
    account: varchar('account', { length: 64 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...audit,
  },
  (t) => [
    index('edu_invoice_profile_enterprise').on(t.tenantId, t.enterpriseId),
    uniqueIndex('edu_invoice_profile_default')
      .on(t.tenantId, t.enterpriseId)
      .where(sql`${t.isDefault} and ${t.delFlag} = '0'`),
  ],
);

/** Feedback from a person or an enterprise admin; staff reply. Status: open → replied → closed. */
export const eduFeedback = pgTable(
  'edu_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }),
    clientId: varchar('client_id', { length: 64 }),
    category: varchar('category', { length: 32 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    reply: varchar('reply', { length: 1000 }),
    replyBy: varchar('reply_by', { length: 64 }),
    replyTime: ts('reply_time'),
    ...audit,
  },
  (t) => [
    index('edu_feedback_user').on(t.tenantId, t.userId),
    index('edu_feedback_status').on(t.tenantId, t.status),
    // A queued draft sent twice is one feedback.
    uniqueIndex('edu_feedback_client').on(t.tenantId, t.userId, t.clientId),
  ],
);

/**
 * An enterprise's staff: accounts its admin added one by one or by Excel. A user belongs to one enterprise at a
 * time in a tenant; removing a member ends the link, not the account.
 */
export const eduEnterpriseMember = pgTable(
  'edu_enterprise_member',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    ...audit,
  },
  (t) => [
    index('edu_enterprise_member_enterprise').on(t.tenantId, t.enterpriseId),
    uniqueIndex('edu_enterprise_member_user')
      .on(t.tenantId, t.userId)
      .where(sql`${t.delFlag} = '0'`),
  ],
);

/**
 * An enterprise asks for an invoice (fapiao) for some of its members' paid sign-ups, with one of its profiles
 * copied in (a later edit of the profile does not change what was asked). Status: requested → issued (staff
 * attach the e-invoice PDF) or rejected (with a reason; its sign-ups may be asked for again).
 */
export const eduInvoiceRequest = pgTable(
  'edu_invoice_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId,
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    profileId: bigint('profile_id', { mode: 'number' }).notNull(),
    /** The profile as it was when asked: type, title, taxNo, bank, account, address, phone, email. */
    profile: jsonb('profile').$type<Record<string, string>>().notNull(),
    /** The sum of the sign-ups' course fees, in fen. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    /** The issued e-invoice PDF: a file of the material library (sys_file.file_name). */
    invoiceFile: varchar('invoice_file', { length: 255 }),
    invoiceNo: varchar('invoice_no', { length: 32 }),
    reason: varchar('reason', { length: 255 }),
    handledBy: varchar('handled_by', { length: 64 }),
    handledTime: ts('handled_time'),
    ...audit,
  },
  (t) => [
    index('edu_invoice_request_enterprise').on(t.tenantId, t.enterpriseId),
    index('edu_invoice_request_status').on(t.tenantId, t.status),
  ],
);

/** The sign-ups one request covers; a sign-up is in at most one request that was not rejected. */
export const eduInvoiceRequestItem = pgTable(
  'edu_invoice_request_item',
  {
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    tenantId,
    enrolmentId: bigint('enrolment_id', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** false once its request is rejected, so the sign-up may be asked for again. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    index('edu_invoice_request_item_request').on(t.tenantId, t.requestId),
    uniqueIndex('edu_invoice_request_item_live')
      .on(t.tenantId, t.enrolmentId)
      .where(sql`${t.live}`),
  ],
);
