import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { eduAudit, tenantIdColumn, ts } from './columns';

/** Certificates: what a learner earned, the tenant's signing key, and the numbers' counters. */

/**
 * A tenant's Ed25519 key that signs its certificates' QR tokens. The public half is published as a JWK
 * (`/.well-known/jwks.json`); the private half never leaves the server. One live key per tenant; a replaced one
 * stays published so certificates it signed still verify.
 */
export const sysSigningKey = pgTable(
  'sys_signing_key',
  {
    kid: varchar('kid', { length: 32 }).primaryKey(),
    tenantId: tenantIdColumn(),
    publicJwk: jsonb('public_jwk').notNull().$type<{ kty: 'OKP'; crv: 'Ed25519'; x: string }>(),
    /** PKCS#8, PEM. */
    privateKey: text('private_key').notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
    retiredAt: ts('retired_at'),
  },
  // One live key per tenant, also when two processes make a tenant's first key at once.
  (t) => [
    uniqueIndex('sys_signing_key_live')
      .on(t.tenantId)
      .where(sql`${t.retiredAt} IS NULL`),
  ],
);

/** The last sequence number given per tenant and year: incremented in one statement, so never given twice. */
export const eduCertificateCounter = pgTable(
  'edu_certificate_counter',
  {
    tenantId: tenantIdColumn(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);

/**
 * A certificate as issued: what it says is copied from the course and the learner at that moment, so a later
 * change to either does not change a certificate already in someone's hands.
 */
export const eduCertificate = pgTable(
  'edu_certificate',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    number: varchar('number', { length: 32 }).notNull(),
    checkCode: varchar('check_code', { length: 16 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    holderName: varchar('holder_name', { length: 64 }).notNull(),
    courseTitle: varchar('course_title', { length: 128 }).notNull(),
    creditHours: doublePrecision('credit_hours').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** rule (earned) or manual (staff, with a reason) */
    issuedHow: varchar('issued_how', { length: 16 }).notNull(),
    issueReason: varchar('issue_reason', { length: 200 }),
    /** valid, revoked or replaced; expired is read from expires_on */
    status: varchar('status', { length: 16 }).notNull().default('valid'),
    revokeReason: varchar('revoke_reason', { length: 200 }),
    revokedAt: ts('revoked_at'),
    /** The number of the certificate that replaced this one (a reissue). */
    replacedBy: varchar('replaced_by', { length: 32 }),
    /** The signed token the QR carries (compact JWS, Ed25519). */
    token: text('token').notNull(),
    kid: varchar('kid', { length: 32 }).notNull(),
    ...eduAudit(),
  },
  (t) => [
    uniqueIndex('edu_certificate_number').on(t.number),
    // Issued once per learner and course, whichever process gets there first; a replaced one makes room.
    uniqueIndex('edu_certificate_once')
      .on(t.tenantId, t.courseId, t.userId)
      .where(sql`${t.status} <> 'replaced' AND ${t.delFlag} = '0'`),
    index('edu_certificate_user').on(t.tenantId, t.userId),
  ],
);

/**
 * What earns a course's certificate (staff set it in the course editor): online, every lesson complete; classroom,
 * checked in to `checkin_share` per cent of its sessions; and, when the course has published exams, the one
 * staff chose passed (`exam_id`), or every one of them. No row, or not enabled: the course gives no certificate
 * by itself (staff may still issue by hand).
 */
export const eduCertificateRule = pgTable(
  'edu_certificate_rule',
  {
    tenantId: tenantIdColumn(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    checkinShare: integer('checkin_share').notNull().default(100),
    /** Months a certificate stays valid after its completion day; null: no expiry. */
    validityMonths: integer('validity_months'),
    /** The exam that must be passed; null: every published exam of the course (none when it has none). */
    examId: bigint('exam_id', { mode: 'number' }),
    updateBy: varchar('update_by', { length: 64 }),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.courseId] })],
);

/**
 * What a tenant's certificates say besides their facts, as staff edit it: the issuer, the signatory and the wording
 * in both languages, and a seal and a background image (stored files of the tenant). Empty: the tenant's name as
 * issuer and the standard wording.
 */
export const eduCertificateTemplate = pgTable('edu_certificate_template', {
  tenantId: tenantIdColumn().primaryKey(),
  issuerZh: varchar('issuer_zh', { length: 120 }).notNull().default(''),
  issuerEn: varchar('issuer_en', { length: 120 }).notNull().default(''),
  signatoryZh: varchar('signatory_zh', { length: 120 }).notNull().default(''),
  signatoryEn: varchar('signatory_en', { length: 120 }).notNull().default(''),
  /** With {name}, {course}, {hours} and {date} where the certificate's facts go. */
  wordingZh: varchar('wording_zh', { length: 500 }).notNull().default(''),
  wordingEn: varchar('wording_en', { length: 500 }).notNull().default(''),
  /** Stored file names (sys_file) of the tenant. */
  seal: varchar('seal', { length: 255 }),
  background: varchar('background', { length: 255 }),
  updateBy: varchar('update_by', { length: 64 }),
  updateTime: ts('update_time').notNull().defaultNow(),
});
