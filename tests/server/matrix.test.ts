import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eduEnterprise,
  eduFeedback,
  eduCheckin,
  eduCourse,
  eduEnrolment,
  eduSession,
  eduExam,
  eduExamAnswer,
  eduExamAttempt,
  eduQuestion,
  eduQuestionCategory,
  sysDept,
  sysPost,
  sysPublicParam,
  sysUser,
  sysMenu,
  sysOauthClientDetails,
  sysRole,
  sysTenant,
  sysDict,
  sysDictItem,
  sysFile,
  sysFileGroup,
  sysI18n,
  sysMessage,
  sysSystemConfig,
} from '../../src/server/db/schema';
import type { ApiRoute } from '../../src/server/plugins/types';
import { buildTestApp, login } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse, onlineCourse } from './edu-helpers';
import { insertExam, insertQuestions } from './exam-helpers';
import { issueCertificate } from '../../src/server/modules/certificate';

/**
 * Every route of the route table, called by every kind of caller. Generated from app.apiRoutes: a route added
 * tomorrow is in the matrix the day it lands, and this test asks for its sample request if it has a parameter
 * or a body it does not know yet.
 */
let app: FastifyInstance;
let ids: Record<string, string>;
let callers: Record<
  'anonymous' | 'learner' | 'enterprise' | 'admin' | 'foreignAdmin' | 'foreignAdminHome',
  Record<string, string>
>;

/** What a route's path parameter is filled with: a row of tenant 1. */
const PARAM: Record<string, (ids: Record<string, string>) => string> = {
  '/api/admin/dict/type/:type': () => 'course_category',
  '/api/admin/user/unlock/:username': () => 'learner01',
  '/api/edu/course/details/:id': (i) => i.course!,
  '/api/edu/course/stats/:id': (i) => i.course!,
  '/api/edu/enrolment/cancel/:id': (i) => i.enrolment!,
  '/api/edu/enrolment/ticket/:id': (i) => i.enrolment!,
  '/api/edu/lesson/video/:id': (i) => i.lesson!,
  '/api/edu/lesson/video-url/:id': (i) => i.lesson!,
  '/api/edu/lesson/handout/:id': (i) => i.handout!,
  '/api/edu/session/info/:id': (i) => i.session!,
  '/api/edu/session/qr/:id': (i) => i.session!,
  '/api/edu/session/roster/:id': (i) => i.session!,
  '/api/edu/checkin/undo/:id': (i) => i.checkin!,
  '/api/edu/checkin/arrivals/:id': (i) => i.session!,
  '/api/edu/checkin/counts/:id': (i) => i.session!,
  '/api/edu/checkin/counts/:id/stream': (i) => i.session!,
  '/api/edu/checkin/arrivals/:id/export': (i) => i.session!,
  '/api/admin/register/forget/:code': () => '0000',
  '/api/admin/social/:id': (i) => i.social!,
  '/api/admin/social/authorize/:id': (i) => i.social!,
  '/api/admin/social/getById/:id': (i) => i.social!,
  '/api/admin/social/bindings/:id': () => '1',
  '/api/admin/param/details/:id': (i) => i.param!,
  '/api/admin/param/publicValue/:key': () => 'matrixKey',
  '/api/admin/sys-token/:id': () => '999999',
  '/api/admin/user/details/:id': (i) => i.user!,
  '/api/admin/sys-file/local/file/:name': () => 'user.xlsx',
  '/api/admin/dept/:id': (i) => i.dept!,
  '/api/admin/dept/getDescendantList/:id': (i) => i.dept!,
  '/api/admin/post/details/:id': (i) => i.post!,
  // Roles, menus, tenants, clients (roles.test.ts, menus.test.ts, tenants.test.ts, clients.test.ts).
  '/api/admin/role/details/:id': (i) => i.role!,
  '/api/admin/menu/tree/:roleId': (i) => i.role!,
  '/api/admin/menu/:id': (i) => i.menu!,
  '/api/admin/menu/cache/:roleId': (i) => i.role!,
  '/api/admin/menu/homepage/:menuId': (i) => i.menu!,
  '/api/admin/tenant/details/:id': () => '2',
  '/api/admin/client/:clientId': () => 'test',
  '/api/admin/dict/details/:id': (i) => i.dict!,
  '/api/admin/dict/item/details/:id': (i) => i.dictItem!,
  '/api/admin/dict/item/:id': (i) => i.dictItem!,
  '/api/admin/i18n/details/:id': (i) => i.i18n!,
  '/api/admin/sys-file/group/delete/:id': (i) => i.fileGroup!,
  // Exams (exam-*.test.ts): tenant 1's exam and its learner's attempt.
  '/api/edu/exam/:id/attempt': (i) => i.exam!,
  '/api/edu/exam/attempt/:attemptId/answers': (i) => i.attempt!,
  '/api/edu/exam/attempt/:attemptId/submit': (i) => i.attempt!,
  '/api/edu/exam/attempt/:attemptId/result': (i) => i.attempt!,
  '/api/edu/question/:id': (i) => i.question!,
  '/api/edu/exam/details/:id': (i) => i.exam!,
  '/api/edu/exam/attempt/details/:id': (i) => i.attempt!,
  // The console's home (dashboard*.test.ts): tenant 1's role's widgets; a schedule entry nobody has.
  '/api/admin/role/widget/:roleId': (i) => i.role!,
  '/api/admin/schedule/:id': () => '999999',
  // Notices (messages*.test.ts): tenant 1's announcement.
  '/api/admin/sysMessage/:id': (i) => i.message!,
  // Certificates (certificates.test.ts): tenant 1's learner's certificate of the online course.
  '/api/edu/certificate/verify/:number': (i) => i.certificateNumber!,
  '/api/edu/certificate/:id/revoke': (i) => i.certificate!,
  '/api/edu/certificate/:id/reissue': (i) => i.certificate!,
  '/api/edu/certificate/rule/:courseId': (i) => i.online!,
  '/api/edu/certificate/:id/pdf': (i) => i.certificate!,
  '/api/edu/certificate/:id/png': (i) => i.certificate!,
  // Calendars and reminders (calendar.test.ts, reminders.test.ts): tenant 1's session, exam, learner's feed.
  '/api/edu/calendar/session/:id.ics': (i) => i.session!,
  '/api/edu/calendar/exam/:id.ics': (i) => i.exam!,
  '/api/edu/calendar/:token.ics': (i) => i.feedToken!,
  '/api/edu/calendar/follow/:courseId': (i) => i.course!,
  '/api/edu/reminder/session/:id/preview': (i) => i.session!,
  '/api/edu/reminder/session/:id/send': (i) => i.session!,
};

/** A well-formed body naming rows of tenant 1, for each route that takes one. */
const BODY: Record<string, (ids: Record<string, string>) => unknown> = {
  'POST /api/admin/oauth2/token': () => undefined,
  'POST /api/auth/oauth2/token': () => undefined,
  'POST /api/admin/code/check': () => undefined,
  'POST /api/auth/code/check': () => undefined,
  'POST /api/edu/course': () => ({
    mode: 'offline',
    title: 'Matrix',
    category: 'safety',
    creditHours: 1,
    fee: 0,
  }),
  'PUT /api/edu/course': (i) => ({ id: i.course, title: 'Taken over' }),
  'PUT /api/edu/course/status': (i) => ({ id: i.course, status: 'closed' }),
  'DELETE /api/edu/course': (i) => [i.course],
  'POST /api/edu/session': (i) => ({
    courseId: i.course,
    title: 'S',
    startAt: '2030-01-01 09:00',
    endAt: '2030-01-01 10:00',
    capacity: 3,
  }),
  'PUT /api/edu/session': (i) => ({ id: i.session, title: 'Taken over' }),
  'DELETE /api/edu/session': (i) => [i.session],
  'POST /api/edu/lesson': (i) => ({ courseId: i.online, chapter: 'C', title: 'L', durationSec: 10 }),
  'PUT /api/edu/lesson': (i) => ({ id: i.lesson, title: 'Taken over' }),
  'DELETE /api/edu/lesson': (i) => [i.lesson],
  'POST /api/edu/enrolment': (i) => ({ courseId: i.course, sessionId: i.session }),
  'PUT /api/edu/enrolment/review': (i) => ({ ids: [i.enrolment], approve: false, reason: 'no' }),
  'POST /api/edu/progress': (i) => ({
    clientId: `m-${Math.random()}`,
    lessonId: i.lesson,
    position: 1,
    intervals: [[0, 1]],
  }),
  'POST /api/edu/checkin': (i) => checkinBody(i),
  'POST /api/edu/checkin/batch': (i) => [checkinBody(i)],
  'POST /api/admin/sys-file/upload': () => undefined,
  // The operator's backup (backup.test.ts): refused here, without the token of DATA_DIR/ops.token.
  'POST /api/ops/backup': () => undefined,
  // Public account calls with a wrong code or password: answered, never a 5xx (their rules: accounts.test.ts).
  'POST /api/admin/register/user': () => ({
    username: 'matrix_user',
    password: 'Abc12345',
    phone: '13712340000',
    code: '0000',
  }),
  'POST /api/admin/register/forget': () => ({
    phone: '13800000001',
    code: '0000',
    newpassword1: 'Abc12345',
    newpassword2: 'Abc12345',
  }),
  'POST /api/admin/register/forget/:code': () => ({
    phone: '13800000001',
    newpassword1: 'Abc12345',
    newpassword2: 'Abc12345',
  }),
  'POST /api/admin/register/password': () => ({
    username: 'matrix_nobody',
    password: 'x',
    newpassword1: 'Abc12345',
    newpassword2: 'Abc12345',
  }),
  // The caller's own account (personal*.test.ts): a plain edit; a password change refused before the old
  // password is tried (a wrong one would count toward the caller's lockout).
  'PUT /api/admin/user/personal/edit': () => ({ nickname: 'Matrix' }),
  'PUT /api/admin/user/personal/password': () => ({
    password: 'x',
    newpassword1: 'Abc12345',
    newpassword2: 'Abc12346',
  }),
  'DELETE /api/admin/user/personal/sessions': () => undefined,
  // The console's frame (console-frame.test.ts): an unlock refused before the password is tried (an empty one),
  // a department switch to tenant 1's department (not the caller's), a home page set to tenant 1's new menu.
  'POST /api/admin/user/check': () => ({ password: '' }),
  'PUT /api/admin/user/personal/dept/update': (i) => ({ deptId: i.dept }),
  'PUT /api/admin/menu/homepage/:menuId': () => undefined,
  'DELETE /api/admin/menu/homepage': () => undefined,
  // Writes whose path names all they act on.
  'PUT /api/admin/user/unlock/:username': () => undefined,
  'PUT /api/edu/enrolment/cancel/:id': () => undefined,
  'PUT /api/edu/checkin/undo/:id': () => undefined,
  // Social login (social.test.ts): a provider whose issuer answers nothing, a ticket nobody was given.
  'POST /api/admin/social': () => socialBody,
  'PUT /api/admin/social/:id': () => socialBody,
  'DELETE /api/admin/social/:id': () => undefined,
  'POST /api/admin/social/bind': () => ({ ticket: 'matrix-ticket-0123456789abcdef' }),
  'POST /api/admin/social/bind/return': () => ({ code: 'matrix', state: 'matrix-state-0123456789abcdef' }),
  'DELETE /api/admin/social/bindings/:id': () => undefined,
  // Parameters (param.test.ts): tenant 1's own parameter, renamed, deleted.
  'POST /api/admin/param': () => ({ publicName: 'Matrix', publicKey: 'matrixNew', publicValue: 'x' }),
  'PUT /api/admin/param': (i) => ({ publicId: i.param, publicValue: 'taken over' }),
  'DELETE /api/admin/param': (i) => [i.param],
  'PUT /api/admin/param/sync': () => undefined,
  'DELETE /api/admin/log': () => ['1'],
  // Online sessions (token-admin.test.ts): a page read posted as pig-ui does; a session nobody has.
  'POST /api/admin/sys-token/page': () => ({ current: 1, size: 10 }),
  'DELETE /api/admin/sys-token/delete': () => ['999999'],
  'DELETE /api/admin/sys-token/:id': () => undefined,
  // Users, departments and posts (people-*.test.ts): tenant 1's rows renamed, moved, deleted; empty imports.
  'POST /api/admin/user': (i) => ({
    username: 'matrix_staff',
    password: 'Matrix@2026',
    phone: '13712340001',
    deptIds: [i.dept],
    role: [i.role],
  }),
  'PUT /api/admin/user': (i) => ({ userId: i.user, name: 'Taken over', lockFlag: '9' }),
  'DELETE /api/admin/user': (i) => [i.user],
  'POST /api/admin/user/import': () => undefined,
  'POST /api/admin/post': () => ({ postCode: 'matrix', postName: 'Matrix' }),
  'PUT /api/admin/post': (i) => ({ postId: i.post, postName: 'Taken over' }),
  'DELETE /api/admin/post': (i) => [i.post],
  'POST /api/admin/post/import': () => undefined,
  'POST /api/admin/dept': (i) => ({ name: 'Matrix', parentId: i.dept }),
  'PUT /api/admin/dept': (i) => ({ deptId: i.dept, name: 'Taken over' }),
  'DELETE /api/admin/dept/:id': () => undefined,
  'POST /api/admin/dept/import': () => undefined,
  // Tenant 1's own role and a menu, renamed, regranted, deleted; the platform's tenants and clients.
  'POST /api/admin/role': () => ({ roleName: 'Matrix new', roleCode: 'MATRIX_NEW' }),
  // pig's console's form of a social login: tenant 1's provider renamed, deleted.
  'PUT /api/admin/social': (i) => ({
    id: i.social,
    type: 'OIDC',
    remark: 'Taken over',
    appId: 'x',
    redirectUrl: 'http://127.0.0.1:9/authredirect',
  }),
  'DELETE /api/admin/social': (i) => [i.social],
  'PUT /api/admin/role': (i) => ({ roleId: i.role, roleName: 'Taken over' }),
  'DELETE /api/admin/role': (i) => [i.role],
  'PUT /api/admin/role/menu': (i) => ({ roleId: i.role, menuIds: '' }),
  'POST /api/admin/role/getRoleList': (i) => [i.role],
  'POST /api/admin/role/import': () => undefined,
  'POST /api/admin/menu': () => ({ menuType: '0', name: 'Matrix new', path: '/matrix-new' }),
  'PUT /api/admin/menu': (i) => ({ menuId: i.menu, name: 'Taken over' }),
  'PUT /api/admin/menu/sort': (i) => ({ parentId: '-1', menuIds: [i.menu] }),
  'DELETE /api/admin/menu/:id': () => undefined,
  'DELETE /api/admin/menu/cache/:roleId': () => undefined,
  'POST /api/admin/tenant': () => ({
    name: 'Matrix tenant',
    code: 'matrix',
    startTime: '2020-01-01',
    endTime: '2099-01-01',
    username: 'matrix_admin',
    password: 'Matrix@2026',
  }),
  'PUT /api/admin/tenant': () => ({ id: '2', status: '9' }),
  'DELETE /api/admin/tenant': () => ['2'],
  'POST /api/admin/client': () => ({
    clientId: 'matrix',
    clientSecret: 'matrix',
    authorizedGrantTypes: 'password',
  }),
  'PUT /api/admin/client': () => ({ id: '1', clientSecret: 'taken' }),
  'DELETE /api/admin/client': () => ['1'],
  'PUT /api/admin/client/sync': () => undefined,
  // Dictionaries (dicts.test.ts): tenant 1's own dictionary and item, changed, sorted, deleted.
  'POST /api/admin/dict': () => ({ dictType: 'matrix_new', description: 'Matrix' }),
  'PUT /api/admin/dict': (i) => ({ id: i.dict, description: 'taken over' }),
  'DELETE /api/admin/dict': (i) => [i.dict],
  'PUT /api/admin/dict/sync': () => undefined,
  'POST /api/admin/dict/item': (i) => ({ dictId: i.dict, value: 'matrix_value', label: 'Matrix' }),
  'PUT /api/admin/dict/item': (i) => ({ id: i.dictItem, label: 'taken over' }),
  'PUT /api/admin/dict/item/sort': (i) => ({ dictId: i.dict, itemIds: [i.dictItem] }),
  'DELETE /api/admin/dict/item/:id': () => undefined,
  // Translations (i18n-admin.test.ts): the platform's table, which only tenant 1 administers.
  'POST /api/admin/i18n': () => ({ name: 'matrix.new', zhCn: 'Matrix', en: 'Matrix' }),
  'PUT /api/admin/i18n': (i) => ({ id: i.i18n, zhCn: 'taken over' }),
  'DELETE /api/admin/i18n': (i) => [i.i18n],
  'PUT /api/admin/i18n/sync': () => undefined,
  // The material library (files-library.test.ts): tenant 1's file and folder, renamed, moved, deleted.
  'DELETE /api/admin/sys-file': (i) => [i.file],
  'PUT /api/admin/sys-file/rename': (i) => ({ id: i.file, original: 'taken over.pdf' }),
  'POST /api/admin/sys-file/group/add': () => ({ name: 'Matrix' }),
  'PUT /api/admin/sys-file/group/update': (i) => ({ id: i.fileGroup, name: 'taken over' }),
  'DELETE /api/admin/sys-file/group/delete/:id': () => undefined,
  'PUT /api/admin/sys-file/group/move': (i) => ({ ids: [i.file], groupId: i.fileGroup }),
  // Site settings (site-config.test.ts): the caller's own tenant's.
  'PUT /api/admin/system/site-config': () => ({ title: 'taken over' }),
  'DELETE /api/admin/system/site-config/refresh': () => undefined,
  // Exams (exam-*.test.ts): the learner's attempt at tenant 1's exam, answered and submitted.
  'POST /api/edu/exam/:id/attempt': () => undefined,
  'PUT /api/edu/exam/attempt/:attemptId/answers': (i) => ({
    clientId: `m-${Math.random()}`,
    answers: [{ questionId: i.question, value: 'A', answeredAtMs: Date.now() }],
  }),
  'POST /api/edu/exam/attempt/:attemptId/submit': (i) => ({
    clientId: `m-${Math.random()}`,
    answers: [{ questionId: i.question, value: 'A', answeredAtMs: Date.now() }],
    deviceTime: Date.now(),
    clockOffsetMs: 0,
  }),
  // The question bank, exams and results (exam-bank.test.ts, exam-admin.test.ts): tenant 1's rows taken over.
  'POST /api/edu/question/category': () => ({ name: 'Matrix' }),
  'PUT /api/edu/question/category': (i) => ({ id: i.category, name: 'Taken over' }),
  'DELETE /api/edu/question/category': (i) => [i.category],
  'POST /api/edu/question': (i) => ({ type: 'judge', stem: 'Matrix', answer: 'T', categoryId: i.category }),
  'PUT /api/edu/question': (i) => ({ id: i.question, stem: 'Taken over' }),
  'DELETE /api/edu/question': (i) => [i.question],
  'POST /api/edu/question/import': () => undefined,
  'POST /api/edu/exam': (i) => ({
    courseId: i.course,
    title: 'Matrix',
    mode: 'fixed',
    items: [{ questionId: i.question, score: 1 }],
    passScore: 1,
    durationMin: 10,
  }),
  'PUT /api/edu/exam': (i) => ({ id: i.exam, title: 'Taken over' }),
  'DELETE /api/edu/exam': (i) => [i.exam],
  'PUT /api/edu/exam/attempt/review': (i) => ({ id: i.attempt, marks: [], decision: 'reject' }),
  'PUT /api/edu/exam/attempt/reopen': (i) => ({ id: i.attempt, minutes: 5 }),
  // Enterprises and feedback (enterprise.test.ts): a registration with a wrong SMS code; the caller's own
  // enterprise (none for these callers: 403) and profiles; feedback of the caller's own.
  'POST /api/edu/enterprise/register': () => ({
    name: 'Matrix',
    creditCode: '914403001922038216',
    contactName: 'Matrix',
    contactPhone: '13712340002',
    code: '0000',
    licenceFile: 'licence.pdf',
    username: 'matrix_ent',
    password: 'Matrix@2026',
  }),
  'PUT /api/edu/enterprise/mine': () => ({ name: 'Taken over' }),
  'POST /api/edu/enterprise/invoice': () => ({
    type: 'normal',
    title: 'Matrix',
    taxNo: '914403001922038216',
  }),
  'PUT /api/edu/enterprise/invoice': () => ({
    id: '1',
    type: 'normal',
    title: 'Taken over',
    taxNo: '914403001922038216',
  }),
  'DELETE /api/edu/enterprise/invoice': () => ['1'],
  'POST /api/edu/feedback': () => ({ category: 'other', content: 'Matrix' }),
  // Licence, review, members and the feedback inbox (enterprise-staff.test.ts, feedback-inbox.test.ts):
  // tenant 1's pending enterprise and its demo feedback taken over.
  'POST /api/edu/enterprise/licence': () => undefined,
  'PUT /api/edu/enterprise/review': (i) => ({ id: i.enterprise, approve: false, reason: 'Taken over' }),
  'POST /api/edu/enterprise/member': () => ({ name: 'Matrix', phone: '13712340003' }),
  'DELETE /api/edu/enterprise/member': (i) => [i.user],
  'POST /api/edu/enterprise/member/import': () => undefined,
  'PUT /api/edu/feedback/reply': (i) => ({ id: i.feedback, reply: 'Taken over' }),
  'PUT /api/edu/feedback/close': (i) => ({ id: i.feedback }),
  'PUT /api/edu/feedback/reopen': (i) => ({ id: i.feedback }),
  // Sign-up records and bulk enrolment (enterprise-records.test.ts): the caller's own enterprise only.
  'PUT /api/edu/enterprise/record/cancel': (i) => ({ id: i.enrolment }),
  'POST /api/edu/enterprise/enrol': (i) => ({ courseId: i.course, sessionId: i.session, userIds: [i.user] }),
  'POST /api/edu/enterprise/enrol/import': () => undefined,
  // Invoice requests (invoice-request.test.ts): the enterprise's own; staff's with edu_enterprise_invoice.
  'POST /api/edu/enterprise/invoice/request': (i) => ({ profileId: '1', enrolmentIds: [i.enrolment] }),
  'PUT /api/edu/invoice/issue': () => ({ id: '1', invoiceNo: 'Matrix', invoiceFile: 'matrix.pdf' }),
  'PUT /api/edu/invoice/reject': () => ({ id: '1', reason: 'Matrix' }),
  // The console's home (dashboard-widgets.test.ts): tenant 1's role's home; the caller's own schedule.
  'PUT /api/admin/role/widget': (i) => ({ roleId: i.role, widgetKeys: 'news' }),
  'POST /api/admin/schedule': () => ({ title: 'Matrix', scheduleDate: '2030-01-01' }),
  'PUT /api/admin/schedule': () => ({ id: '999999', title: 'Taken over' }),
  'DELETE /api/admin/schedule': () => ['999999'],
  // Notices (messages*.test.ts): tenant 1's announcement taken over; read and send name theirs in the query.
  'POST /api/admin/sysMessage': () => ({ title: 'Matrix', userList: [] }),
  'PUT /api/admin/sysMessage': (i) => ({ id: i.message, title: 'Taken over' }),
  'DELETE /api/admin/sysMessage': (i) => [i.message],
  'POST /api/admin/sysMessage/send': () => undefined,
  'POST /api/admin/sysMessage/read': () => undefined,
  'POST /api/admin/sysMessage/read/all': () => undefined,
  // Message channels (channels*.test.ts): tenant 1's channel taken over by id; test sends by id or by code.
  // Calendars and reminders: the caller's own settings; tenant 1's course and session.
  'PUT /api/edu/calendar/mine': () => ({ alarmDay: true }),
  'POST /api/edu/calendar/mine/reset': () => undefined,
  'PUT /api/edu/calendar/follow/:courseId': () => undefined,
  'DELETE /api/edu/calendar/follow/:courseId': () => undefined,
  'PUT /api/edu/reminder/course': (i) => ({ courseId: i.course, enabled: true, leadMinutes: [60] }),
  'POST /api/edu/reminder/session/:id/send': () => undefined,
  'POST /api/admin/system-config': () => ({ ...channelBody, configKey: 'MATRIX_NEW', configName: 'Matrix' }),
  'PUT /api/admin/system-config': (i) => ({ ...channelBody, id: i.channel, configName: 'Taken over' }),
  'DELETE /api/admin/system-config': (i) => [i.channel],
  'POST /api/admin/sysMessage/send/sms': (i) => ({ id: i.channel, mobiles: ['13800000000'] }),
  'POST /api/admin/sysMessage/send/email': () => ({
    bizCode: 'M',
    title: 'Matrix',
    mailAddress: ['m@example.com'],
  }),
  'POST /api/admin/sysMessage/send/hook': () => ({ bizCode: 'MATRIX_HOOK', messageContent: 'Matrix' }),
  'POST /api/edu/certificate': (i) => ({ userId: i.user, courseId: i.online, reason: 'Matrix' }),
  'PUT /api/edu/certificate/:id/revoke': () => ({ reason: 'Taken over' }),
  'POST /api/edu/certificate/:id/reissue': () => ({ reason: 'Taken over' }),
  'PUT /api/edu/certificate/template': () => ({
    issuerZh: 'Matrix',
    issuerEn: '',
    signatoryZh: '',
    signatoryEn: '',
    wordingZh: '',
    wordingEn: '',
    seal: null,
    background: null,
  }),
  'PUT /api/edu/certificate/rule': (i) => ({
    courseId: i.online,
    enabled: false,
    checkinShare: 100,
    validityMonths: null,
  }),
};
const channelBody = {
  configType: 'sms',
  configKey: 'MATRIX_SMS',
  configName: 'tenant one',
  configValue: '{"supplier":"outbox"}',
};
const socialBody = {
  type: 'OIDC',
  name: 'Matrix',
  appId: 'matrix',
  appSecret: 'matrix-secret',
  issuer: 'http://127.0.0.1:9',
  redirectUrl: 'http://127.0.0.1:9/authredirect',
};
const checkinBody = (i: Record<string, string>) => ({
  clientId: `m-${Math.random()}`,
  method: 'manual',
  sessionId: i.session,
  enrolmentId: i.enrolment,
  deviceId: 'matrix',
  deviceTime: Date.now(),
});

/** Answers that stay open (server-sent events): read to their first event, then let go. */
const LIVE = new Set(['/api/admin/sysMessage/stream', '/api/edu/checkin/counts/:id/stream']);
async function live(url: string, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
  let body = '';
  for await (const chunk of res.stream()) {
    body += String(chunk);
    if (res.statusCode === 200) break;
  }
  return Object.assign(res, { body, json: () => JSON.parse(body) as unknown });
}

const request = (r: ApiRoute, headers: Record<string, string>) => {
  const sample = PARAM[r.url];
  const url = r.url.includes(':') ? r.url.replace(/:\w+/, sample?.(ids) ?? '') : r.url;
  const body = BODY[`${r.method} ${r.url}`]?.(ids);
  if (LIVE.has(r.url)) return live(url, headers);
  return app.inject({
    method: r.method as 'GET',
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
};

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await adminHeaders(app);
  const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 5 });
  const online = await onlineCourse(app, admin, [30]);
  const learner = await newLearner(app, 'matrix_learner');
  const e = await call<{ id: string }>(app, 'POST', '/api/edu/enrolment', learner.headers, {
    courseId,
    sessionId,
  });
  await app.database.db
    .update(eduSession)
    .set({ checkinStartAt: new Date(Date.now() - 3600_000), checkinEndAt: new Date(Date.now() + 3600_000) })
    .where(eq(eduSession.id, Number(sessionId)));
  const c = await call<{ checkin: { id: string } }>(app, 'POST', '/api/edu/checkin', admin, {
    ...checkinBody({ session: sessionId, enrolment: e.body.data.id }),
  });
  ids = {
    course: courseId,
    session: sessionId,
    online: online.courseId,
    lesson: online.lessons[0] ?? '',
    enrolment: e.body.data.id,
    checkin: c.body.data.checkin.id,
    social: (await call<{ id: string }>(app, 'POST', '/api/admin/social', admin, socialBody)).body.data.id,
    user: String(learner.userId),
    dept: (await call<{ deptId: string }>(app, 'POST', '/api/admin/dept', admin, { name: 'tenant one dept' }))
      .body.data.deptId,
    post: (
      await call<{ postId: string }>(app, 'POST', '/api/admin/post', admin, {
        postCode: 'matrix_post',
        postName: 'tenant one post',
      })
    ).body.data.postId,
    param: (
      await call<{ publicId: string }>(app, 'POST', '/api/admin/param', admin, {
        publicName: 'Matrix',
        publicKey: 'matrixKey',
        publicValue: 'tenant one',
      })
    ).body.data.publicId,
    role: (
      await call<{ roleId: string }>(app, 'POST', '/api/admin/role', admin, {
        roleName: 'Matrix role',
        roleCode: 'MATRIX_ROLE',
      })
    ).body.data.roleId,
    menu: (
      await call<{ menuId: string }>(app, 'POST', '/api/admin/menu', admin, {
        menuType: '0',
        name: 'Matrix menu',
        path: '/matrix',
      })
    ).body.data.menuId,
    ...(await contentRows()),
    handout: await handoutOf(admin, online.lessons[0] ?? ''),
    ...(await examRows(courseId, learner.headers)),
    ...(await enterpriseRows()),
    message: (
      await call<{ id: string }>(app, 'POST', '/api/admin/sysMessage', admin, {
        title: 'tenant one',
        userList: [{ id: String(learner.userId) }],
      })
    ).body.data.id,
    channel: (await call<{ id: string }>(app, 'POST', '/api/admin/system-config', admin, channelBody)).body
      .data.id,
    feedToken: /([A-Za-z0-9_-]{32})\.ics$/.exec(
      (await call<{ feedUrl: string }>(app, 'GET', '/api/edu/calendar/mine', learner.headers)).body.data
        .feedUrl,
    )![1]!,
  };
  const certificate = await issueCertificate(app.database.db, app.bus, 1, {
    userId: learner.userId,
    courseId: Number(online.courseId),
    how: 'rule',
  });
  ids.certificate = String(certificate.row.id);
  ids.certificateNumber = certificate.row.number;
  const ent = await login(app, 'ent_admin01', 'Enterprise@2026');
  const foreign = await login(app, 'admin2', 'Admin@2026', { tenant: '2' });
  callers = {
    anonymous: { 'tenant-id': '1' },
    learner: learner.headers,
    enterprise: { authorization: `Bearer ${ent.access_token}`, 'tenant-id': '1' },
    admin,
    // Tenant 2's administrator, first naming tenant 1, then at home in tenant 2 with tenant 1's ids.
    foreignAdmin: { authorization: `Bearer ${foreign.access_token}`, 'tenant-id': '1' },
    foreignAdminHome: { authorization: `Bearer ${foreign.access_token}`, 'tenant-id': '2' },
  };
});
afterAll(() => app.close());

describe('the route table', () => {
  it('knows a sample for every path parameter and every body', () => {
    for (const r of app.apiRoutes) {
      if (r.url.includes(':')) expect(PARAM[r.url], `a PARAM sample for ${r.url}`).toBeDefined();
      if (['POST', 'PUT', 'DELETE'].includes(r.method) && !r.url.includes('logout'))
        expect(BODY[`${r.method} ${r.url}`], `a BODY sample for ${r.method} ${r.url}`).toBeDefined();
    }
  });
});

describe('the permission matrix', () => {
  it('refuses every non-public route without a token (424), every staff route to learners, firms (403)', async () => {
    for (const r of app.apiRoutes) {
      const where = `${r.method} ${r.url}`;
      if (!r.public) expect((await request(r, callers.anonymous)).statusCode, where).toBe(424);
      if (!r.permission) continue;
      for (const who of ['learner', 'enterprise'] as const) {
        const res = await request(r, callers[who]);
        expect(res.statusCode, `${where} as ${who}`).toBe(403);
        expect(res.json(), `${where} as ${who}`).toMatchObject({ code: 1 });
      }
    }
  });

  it('answers every route to its staff without a server error', async () => {
    for (const r of app.apiRoutes.filter((x) => x.method === 'GET')) {
      const res = await request(r, callers.admin);
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
  });
});

/** Addresses whose secret part is the credential, named by the sample: they read alike for any caller. */
const CAPABILITIES = ['GET /api/edu/calendar/:token.ics'];

describe('the tenant matrix', () => {
  it('refuses a token of tenant 2 that names tenant 1, on every route that needs a token', async () => {
    for (const r of app.apiRoutes.filter((x) => !x.public)) {
      const res = await request(r, callers.foreignAdmin);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it("never lets tenant 2's administrator read or change tenant 1's rows, whatever ids it sends", async () => {
    const before = await snapshot();
    const titles = [before.course?.title, 'matrix_learner', 'tenant one', 'SECRET-STEM'].filter(
      Boolean,
    ) as string[];
    for (const r of app.apiRoutes) {
      const res = await request(r, callers.foreignAdminHome);
      const where = `${r.method} ${r.url}`;
      expect(res.statusCode, where).toBeLessThan(500);
      // Nothing of tenant 1 in any answer: not its course's title, not its learner. A capability address answers
      // whoever holds it (a calendar feed's token is its whole secret: calendar.test.ts).
      if (CAPABILITIES.includes(where)) continue;
      for (const title of titles) expect(res.body.includes(title), `${where} answered ${title}`).toBe(false);
    }
    expect(await snapshot()).toEqual(before);
  });
});

/** Tenant 1's dictionary, item, file and folder, and a translation (the platform's), for the content routes. */
async function contentRows() {
  const db = app.database.db;
  const [dict] = await db
    .insert(sysDict)
    .values({ tenantId: 1, dictType: 'matrix_dict', description: 'tenant one' })
    .returning();
  const [item] = await db
    .insert(sysDictItem)
    .values({ tenantId: 1, dictId: dict!.id, dictType: 'matrix_dict', itemValue: 'v', label: 'tenant one' })
    .returning();
  const [entry] = await db
    .insert(sysI18n)
    .values({ name: 'matrix.key', zhCn: '矩阵', en: 'Matrix' })
    .returning();
  const [group] = await db.insert(sysFileGroup).values({ tenantId: 1, name: 'tenant one' }).returning();
  const [file] = await db
    .insert(sysFile)
    .values({
      tenantId: 1,
      fileName: '0123456789abcdef0123456789abcdef.pdf',
      original: 'tenant one.pdf',
      dir: 'doc',
      type: 'application/pdf',
      fileSize: 10,
    })
    .returning();
  return {
    dict: String(dict!.id),
    dictItem: String(item!.id),
    i18n: String(entry!.id),
    fileGroup: String(group!.id),
    file: String(file!.id),
  };
}

/** A handout of tenant 1's lesson (lesson-handouts.test.ts): an attachment row, attached through the API. */
async function handoutOf(admin: Record<string, string>, lessonId: string) {
  const [file] = await app.database.db
    .insert(sysFile)
    .values({
      tenantId: 1,
      fileName: 'fedcba9876543210fedcba9876543210.pdf',
      original: 'tenant one handout.pdf',
      dir: 'attachment',
      type: 'application/pdf',
      fileSize: 10,
    })
    .returning();
  const id = String(file!.id);
  const saved = await call(app, 'PUT', '/api/edu/lesson', admin, { id: lessonId, handoutIds: [id] });
  if (saved.status !== 200) throw new Error('handout');
  return id;
}

/** Tenant 1's seeded pending enterprise (ent_admin02's) and its demo feedback. */
async function enterpriseRows() {
  const db = app.database.db;
  const [pending] = await db
    .select({ id: eduEnterprise.id })
    .from(eduEnterprise)
    .where(eq(eduEnterprise.status, 'pending'));
  const [feedback] = await db
    .select({ id: eduFeedback.id })
    .from(eduFeedback)
    .where(eq(eduFeedback.tenantId, 1));
  return { enterprise: String(pending!.id), feedback: String(feedback!.id) };
}

/** Tenant 1's question, exam and the learner's attempt in progress. */
async function examRows(courseId: string, learner: Record<string, string>) {
  const [category] = await app.database.db
    .insert(eduQuestionCategory)
    .values({ tenantId: 1, name: 'tenant one category' })
    .returning();
  const [q] = await insertQuestions(app, 1, [
    { type: 'single', answer: 'A', score: 1, categoryId: category!.id },
  ]);
  const exam = await insertExam(app, courseId, [q!], { title: 'tenant one exam' });
  const a = await call<{ attemptId: string }>(app, 'POST', `/api/edu/exam/${exam.id}/attempt`, learner);
  return {
    category: String(category!.id),
    question: String(q!.id),
    exam: String(exam.id),
    attempt: a.body.data.attemptId,
  };
}

/** Tenant 1's rows that the foreign calls aimed at. */
async function snapshot() {
  const db = app.database.db;
  const [course] = await db
    .select()
    .from(eduCourse)
    .where(eq(eduCourse.id, Number(ids.course)));
  const [session] = await db
    .select()
    .from(eduSession)
    .where(eq(eduSession.id, Number(ids.session)));
  const [enrolment] = await db
    .select()
    .from(eduEnrolment)
    .where(eq(eduEnrolment.id, Number(ids.enrolment)));
  const [checkin] = await db
    .select()
    .from(eduCheckin)
    .where(eq(eduCheckin.id, Number(ids.checkin)));
  const [param] = await db
    .select()
    .from(sysPublicParam)
    .where(eq(sysPublicParam.id, Number(ids.param)));
  const [user] = await db
    .select()
    .from(sysUser)
    .where(eq(sysUser.userId, Number(ids.user)));
  const [dept] = await db
    .select()
    .from(sysDept)
    .where(eq(sysDept.deptId, Number(ids.dept)));
  const [post] = await db
    .select()
    .from(sysPost)
    .where(eq(sysPost.postId, Number(ids.post)));
  const [role] = await db
    .select()
    .from(sysRole)
    .where(eq(sysRole.roleId, Number(ids.role)));
  const [menu] = await db
    .select()
    .from(sysMenu)
    .where(eq(sysMenu.menuId, Number(ids.menu)));
  const tenants = await db.select().from(sysTenant).orderBy(sysTenant.id);
  const clients = await db.select().from(sysOauthClientDetails).orderBy(sysOauthClientDetails.id);
  const [dict] = await db
    .select()
    .from(sysDict)
    .where(eq(sysDict.id, Number(ids.dict)));
  const [item] = await db
    .select()
    .from(sysDictItem)
    .where(eq(sysDictItem.id, Number(ids.dictItem)));
  const [entry] = await db
    .select()
    .from(sysI18n)
    .where(eq(sysI18n.id, Number(ids.i18n)));
  const [group] = await db
    .select()
    .from(sysFileGroup)
    .where(eq(sysFileGroup.id, Number(ids.fileGroup)));
  const [file] = await db
    .select()
    .from(sysFile)
    .where(eq(sysFile.id, Number(ids.file)));
  const site = await db.select().from(sysPublicParam).where(eq(sysPublicParam.tenantId, 1));
  const [exam] = await db
    .select()
    .from(eduExam)
    .where(eq(eduExam.id, Number(ids.exam)));
  const [question] = await db
    .select()
    .from(eduQuestion)
    .where(eq(eduQuestion.id, Number(ids.question)));
  const [attempt] = await db
    .select()
    .from(eduExamAttempt)
    .where(eq(eduExamAttempt.id, Number(ids.attempt)));
  const [category] = await db
    .select()
    .from(eduQuestionCategory)
    .where(eq(eduQuestionCategory.id, Number(ids.category)));
  const answers = await db
    .select()
    .from(eduExamAnswer)
    .where(eq(eduExamAnswer.attemptId, Number(ids.attempt)));
  const [enterprise] = await db
    .select()
    .from(eduEnterprise)
    .where(eq(eduEnterprise.id, Number(ids.enterprise)));
  const [feedback] = await db
    .select()
    .from(eduFeedback)
    .where(eq(eduFeedback.id, Number(ids.feedback)));
  const [message] = await db
    .select()
    .from(sysMessage)
    .where(eq(sysMessage.id, Number(ids.message)));
  const [channel] = await db
    .select()
    .from(sysSystemConfig)
    .where(eq(sysSystemConfig.id, Number(ids.channel)));
  const pick = <T extends object>(row: T | undefined, keys: (keyof T)[]) =>
    row && Object.fromEntries(keys.map((k) => [k, row[k]]));
  return {
    course: pick(course, ['title', 'status', 'delFlag']),
    enterprise: pick(enterprise, ['name', 'status', 'reviewReason', 'delFlag']),
    feedback: pick(feedback, ['status', 'reply', 'delFlag']),
    message: pick(message, ['title', 'sendFlag', 'delFlag']),
    channel: pick(channel, ['configName', 'configValue', 'configStatus']),
    session: pick(session, ['title', 'delFlag', 'capacity']),
    enrolment: pick(enrolment, ['status', 'reason']),
    checkin: pick(checkin, ['undone', 'outcome']),
    param: pick(param, ['publicValue', 'publicKey']),
    user: pick(user, ['name', 'lockFlag', 'delFlag']),
    dept: pick(dept, ['name', 'parentId', 'delFlag']),
    post: pick(post, ['postName', 'delFlag']),
    role: pick(role, ['roleName', 'delFlag']),
    menu: pick(menu, ['name', 'delFlag', 'sortOrder']),
    tenants: tenants.map((t) => pick(t, ['name', 'status', 'endTime', 'delFlag'])),
    clients: clients.map((c) => pick(c, ['clientId', 'clientSecret'])),
    dict: pick(dict, ['description', 'dictType']),
    dictItem: pick(item, ['label', 'sortOrder']),
    i18n: pick(entry, ['name', 'zhCn']),
    fileGroup: pick(group, ['name', 'pid']),
    file: pick(file, ['original', 'groupId']),
    site: site.map((p) => `${p.publicKey}=${p.publicValue}`).sort(),
    exam: pick(exam, ['title', 'status', 'delFlag', 'passScore']),
    question: pick(question, ['stem', 'answer', 'delFlag']),
    attempt: pick(attempt, ['status', 'score', 'deadline']),
    answers: answers.map((a) => a.value),
    category: pick(category, ['name', 'delFlag']),
  };
}
