import type { CheckinReason } from '@contract/checkin';

type Message = { zh: string; en: string };

/**
 * What a check-in answer says: one message per reason of the contract (a reason without one fails to compile),
 * the same vocabulary the PWA shows for the checks it makes offline.
 */
export const CHECKIN_MESSAGES = {
  qr_invalid: { zh: '无效的签到码', en: 'This check-in code is not valid' },
  qr_other_tenant: { zh: '该签到码不属于本平台', en: 'This check-in code belongs to another organisation' },
  qr_other_session: { zh: '该签到码不属于本场次', en: 'This check-in code is for another session' },
  qr_expired: {
    zh: '签到码已过期，请扫描现场最新的二维码',
    en: 'This code has expired; scan the current code at the venue',
  },
  outside_window: { zh: '不在签到时间内', en: 'Check-in is not open at this time' },
  ticket_invalid: { zh: '无效的电子票', en: 'This ticket is not valid' },
  code_unreadable: { zh: '无法识别，不是电子票', en: 'Unreadable: not a ticket' },
  not_enrolled: { zh: '未找到您在本场次的报名', en: 'No sign-up for this session was found' },
  not_approved: { zh: '报名尚未审核通过', en: 'The sign-up has not been approved' },
  enrolment_cancelled: { zh: '报名已取消或被驳回', en: 'The sign-up was cancelled or rejected' },
  identity_required: {
    zh: '请登录，或填写姓名和手机号',
    en: 'Please log in, or give your name and mobile number',
  },
  signature_required: { zh: '请先签名', en: 'Please sign first' },
  signature_invalid: { zh: '签名图片无效', en: 'The signature image is not valid' },
  already_checked_in: { zh: '已签到，请勿重复签到', en: 'Already checked in' },
  not_inside: { zh: '不在场内：未签到或已离场', en: 'Not inside: not checked in, or already left' },
  session_not_found: { zh: '场次不存在', en: 'The session does not exist' },
  invalid_request: { zh: '签到数据不完整或格式不正确', en: 'This check-in is incomplete or malformed' },
  checkin_accepted: { zh: '签到成功', en: 'Checked in' },
  checkin_reentered: { zh: '欢迎回来：再次入场', en: 'Welcome back: in again' },
  checkin_exited: { zh: '已离场', en: 'Left the venue' },
} as const satisfies Record<CheckinReason | `checkin_${'accepted' | 'reentered' | 'exited'}`, Message>;
