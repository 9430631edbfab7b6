import type { FastifyRequest } from 'fastify';
import { PEOPLE_MESSAGES } from './messages-people';
import { ACCESS_MESSAGES } from './messages-access';
import { EXAM_MESSAGES } from './messages-exam';
import { ENTERPRISE_MESSAGES } from './messages-enterprise';
import { NOTICE_MESSAGES } from './messages-notices';
import { OPS_MESSAGES } from './messages-ops';
import { CERTIFICATE_MESSAGES } from './messages-certificates';
import { CALENDAR_MESSAGES } from './messages-calendar';
import { CHANNEL_MESSAGES } from './messages-channels';
import { CHECKIN_MESSAGES } from './messages-checkin';
import { RULE_MESSAGE_KEYS } from './messages-forms';

/** The server's own messages, in the caller's language (Accept-Language; Chinese by default). */
const MESSAGES = {
  ...CHECKIN_MESSAGES,
  ...PEOPLE_MESSAGES,
  ...ACCESS_MESSAGES,
  ...EXAM_MESSAGES,
  ...ENTERPRISE_MESSAGES,
  ...NOTICE_MESSAGES,
  ...OPS_MESSAGES,
  ...CERTIFICATE_MESSAGES,
  ...CALENDAR_MESSAGES,
  ...CHANNEL_MESSAGES,
  ...RULE_MESSAGE_KEYS,
  tokenExpired: { zh: '用户凭证已过期', en: 'Your login has expired' },
  engineDown: {
    zh: '服务暂时不可用，请稍后重试',
    en: 'The service is briefly unavailable; please try again in a moment',
  },
  notReady: {
    zh: '服务暂不可用，请稍后再试',
    en: 'The service cannot serve requests right now; try again shortly',
  },
  tenantExpired: {
    zh: '租户ID为{id}的租户不存在或已过期失效',
    en: 'Tenant {id} does not exist or has expired',
  },
  tenantMismatch: { zh: '令牌不属于该租户', en: 'The token does not belong to this tenant' },
  demoMode: { zh: '演示环境，仅供预览', en: 'This is a demo environment, preview only' },
  forbidden: { zh: '权限不足，不允许访问', en: 'You are not authorized to operate' },
  notFound: { zh: '请求的资源不存在', en: 'Not found' },
  badRequest: { zh: '请求格式不正确', en: 'The request is malformed' },
  badText: {
    zh: '参数 {field} 不合法：含有不允许的字符',
    en: '{field}: contains characters that are not allowed',
  },
  tooLarge: { zh: '请求过大', en: 'The request is too large' },
  tooDeep: { zh: '请求嵌套过深（最多 {n} 层）', en: 'The request is nested too deep (at most {n} levels)' },
  tooWide: {
    zh: '请求中的数据项过多（每个对象最多 {keys} 个字段，共最多 {n} 项）',
    en: 'The request holds too many values (at most {keys} fields an object, {n} values in all)',
  },
  tooManyParams: { zh: '查询参数过多', en: 'The query string has too many parameters' },
  encryptedUnreadable: {
    zh: '加密的请求无法解密，请确认客户端与服务器使用同一密钥',
    en: 'The encrypted request could not be decrypted; the client and the server must use the same key',
  },
  encryptionRequired: {
    zh: '服务器只接受加密的请求，请使用以同一密钥构建的客户端',
    en: 'This server accepts encrypted requests only; use a client built with the same key',
  },
  unsupportedType: { zh: '不支持的请求内容类型', en: 'This content type is not supported' },
  server: { zh: '系统异常，请联系管理员', en: 'System error, please contact the administrator' },
  badCredentials: { zh: '用户名不存在或者密码错误', en: 'Wrong username or password' },
  userLocked: { zh: '用户帐号已被锁定', en: 'The account is locked' },
  loginWait: { zh: '登录失败次数较多，请 {n} 秒后再试', en: 'Too many failed logins; try again in {n} s' },
  userNotFound: { zh: '用户不存在', en: 'The user does not exist' },
  invalidClient: { zh: '客户端认证失败', en: 'Client authentication failed' },
  invalidRequest: { zh: '请求参数不完整', en: 'Missing request parameters' },
  invalidScope: { zh: '授权范围无效', en: 'Invalid scope' },
  invalidGrant: { zh: '刷新令牌无效或已过期', en: 'The refresh token is invalid or expired' },
  sessionExpired: { zh: '登录已过期', en: 'Your login has expired' },
  sessionEnded: {
    zh: '登录已失效（已退出、被管理员下线或密码已修改）',
    en: 'Your session was ended (logged out, ended by an administrator, or the password changed)',
  },
  signedInElsewhere: { zh: '您的帐号已在其他设备登录', en: 'Your account signed in on another device' },
  unsupportedGrant: { zh: '不支持的登录方式', en: 'This way of logging in is not supported' },
  tokenMissing: { zh: '令牌缺失', en: 'Token missing' },
  tooMany: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  userInfoEmpty: { zh: '用户信息为空', en: 'User information is empty' },
  courseNotFound: { zh: '课程不存在或未发布', en: 'The course does not exist or is not published' },
  sessionNotFound: { zh: '场次不存在', en: 'The session does not exist' },
  lessonNotFound: { zh: '课时不存在', en: 'The lesson does not exist' },
  enrolmentNotFound: { zh: '报名记录不存在', en: 'The sign-up does not exist' },
  courseNotOpen: { zh: '课程未开放报名', en: 'The course is not open for sign-up' },
  enrolNotStarted: { zh: '报名尚未开始，开始时间 {at}', en: 'Sign-up opens at {at}' },
  enrolClosed: { zh: '报名已截止', en: 'Sign-up has closed' },
  sessionRequired: { zh: '请选择场次', en: 'Please choose a session' },
  sessionStarted: { zh: '该场次已开始，无法报名', en: 'This session has already started' },
  alreadyEnrolled: { zh: '您已报名该课程', en: 'You have already signed up for this course' },
  cancelTooLate: {
    zh: '场次已开始，无法取消报名',
    en: 'The session has started; the sign-up can no longer be cancelled',
  },
  cannotCancel: { zh: '当前状态的报名不能取消', en: 'A sign-up in this state cannot be cancelled' },
  notEnrolled: {
    zh: '请先报名该课程并通过审核',
    en: 'Please sign up for this course (and be approved) first',
  },
  ticketUnavailable: {
    zh: '报名审核通过后才有电子票',
    en: 'The ticket is available once the sign-up is approved',
  },
  reviewState: {
    zh: '只能审核待审核或候补中的报名',
    en: 'Only pending or waitlisted sign-ups can be reviewed',
  },
  reviewFull: { zh: '场次已满，无法通过：{names}', en: 'No seat left to approve: {names}' },
  rejectReason: { zh: '驳回时请填写原因', en: 'Please give a reason for the rejection' },
  modeMismatch: {
    zh: '线下课程才有场次，线上课程才有课时',
    en: 'Sessions belong to offline courses and lessons to online courses',
  },
  endBeforeStart: { zh: '结束时间必须晚于开始时间', en: 'The end time must be after the start time' },
  courseInUse: {
    zh: '已有报名的课程不能删除，请改为关闭',
    en: 'A course with sign-ups cannot be deleted; close it instead',
  },
  noVideo: { zh: '该课时暂无视频', en: 'This lesson has no video yet' },
  handoutNotAttachment: {
    zh: '讲义须为以附件上传的文件',
    en: 'A handout must be a file uploaded as an attachment',
  },
  fileType: { zh: '文件格式不正确', en: 'File type error' },
  fileSize: { zh: '文件大小不能超过 {n}M', en: 'The file size cannot exceed {n} MB' },
  imageUnreadable: {
    zh: '无法读取该图片，请上传完好的 JPG、PNG 或 GIF 图片',
    en: 'This image cannot be read; please upload an intact JPG, PNG or GIF image',
  },
  imageTooLarge: {
    zh: '图片像素过多（最多 {wan} 万像素），请缩小后再上传',
    en: 'The image has too many pixels (at most {mp} megapixels); please scale it down and upload again',
  },
  fileMissing: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  fileNotFound: { zh: '文件不存在', en: 'The file does not exist' },
  credentialsExpired: { zh: '用户凭证已过期，请修改密码', en: 'Your password has expired; please change it' },
  unauthorizedClient: { zh: '该客户端不允许此登录方式', en: 'This client may not log in this way' },
  smsPhoneUnknown: { zh: '该手机号未注册', en: 'This mobile number is not registered' },
  smsPhoneTaken: { zh: '该手机号已注册', en: 'This mobile number is already registered' },
  smsTooFrequent: {
    zh: '验证码发送过于频繁，请稍后再试',
    en: 'Verification codes were sent too often; please try again later',
  },
  smsFailed: { zh: '验证码发送失败', en: 'Failed to send verification code' },
  smsCodeInvalid: { zh: '验证码错误或已失效', en: 'The verification code is wrong or has expired' },
  captchaRequired: { zh: '请完成安全验证', en: 'Please complete security verification' },
  captchaFailed: { zh: '验证失败', en: 'Verification failed' },
  captchaExpired: { zh: '验证码已失效，请重新获取', en: 'The puzzle has expired; please get a new one' },
  socialLoginFailed: { zh: '第三方登录失败，请重试', en: 'The social login failed; please try again' },
  socialUnbound: {
    zh: '该第三方账号尚未绑定，请登录已有账号完成绑定',
    en: 'This account is not linked yet; log in to an existing user to link it',
  },
  socialTicketInvalid: { zh: '绑定已失效，请重新登录', en: 'The link has expired; please log in again' },
  socialAlreadyBound: {
    zh: '该第三方账号或您的账号已绑定',
    en: 'This social account, or your account, is already linked with this provider',
  },
  tokenNotFound: { zh: '会话不存在或已下线', en: 'This session does not exist or has already ended' },
  logNotFound: { zh: '日志不存在', en: 'This log entry does not exist' },
  paramNotFound: { zh: '参数不存在', en: 'This parameter does not exist' },
  paramKeyTaken: { zh: '参数键 {key} 已存在', en: 'A parameter with the key {key} already exists' },
  paramSystem: {
    zh: '系统内置参数 {key} 不能删除',
    en: 'The built-in parameter {key} cannot be deleted',
  },
  paramSystemKey: {
    zh: '系统内置参数的键不能修改',
    en: 'The key of a built-in parameter cannot be changed',
  },
  paramBoolean: { zh: '{key} 的值只能是 true 或 false', en: 'The value of {key} must be true or false' },
  paramInteger: {
    zh: '{key} 的值应为 {min} 到 {max} 之间的整数',
    en: 'The value of {key} must be a whole number from {min} to {max}',
  },
  paramChoice: { zh: '{key} 的值只能是：{values}', en: 'The value of {key} must be one of: {values}' },
  socialProviderNotFound: { zh: '第三方登录方式不存在', en: 'This social login does not exist' },
  socialBindingNotFound: { zh: '绑定不存在', en: 'This link does not exist' },
  socialSecretRequired: { zh: '请填写密钥', en: 'The secret is required' },
  socialIssuerRequired: { zh: 'OIDC 需要填写 Issuer', en: 'An OpenID Connect provider needs its issuer' },
  registerClosed: { zh: '暂未开放注册', en: 'Registration is closed' },
  usernameLength: { zh: '用户名长度为 5 到 20 个字符', en: 'The username must be 5 to 20 characters' },
  usernameChars: {
    zh: '用户名只能包含中文、英文、数字和下划线',
    en: 'The username may contain Chinese, English letters, digits and underscores only',
  },
  usernameTaken: { zh: '用户名已存在', en: 'This username is already taken' },
  mobileFormat: { zh: '手机号格式错误', en: 'Mobile number format error' },
  passwordLength: { zh: '密码长度为 6 到 20 个字符', en: 'The password must be 6 to 20 characters' },
  passwordWeak: { zh: '密码强度太低', en: 'Password strength is too low' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  passwordSame: { zh: '新密码不能与旧密码相同', en: 'The new password must differ from the old one' },
  checkinNotUndoable: { zh: '只能撤销成功的签到', en: 'Only an accepted check-in can be undone' },
  inputBlank: { zh: '请输入非空格信息', en: 'Please enter non-space information' },
  inputTooLong: { zh: '输入内容过长，请重新输入', en: 'Input too long, please re-enter' },
  emailFormat: { zh: '邮箱格式错误', en: 'Mailbox format error' },
  avatarInvalid: {
    zh: '头像须是在本平台上传的图片',
    en: 'The avatar must be an image uploaded to this site',
  },
  oldPasswordWrong: { zh: '原密码错误，修改失败', en: 'The old password is wrong' },
  passwordWrong: { zh: '密码错误，请重新输入', en: 'The password is wrong; try again' },
  dictNotFound: { zh: '字典不存在', en: 'This dictionary does not exist' },
  dictTypeTaken: { zh: '字典类型 {type} 已存在', en: 'A dictionary of type {type} already exists' },
  dictSystem: {
    zh: '系统内置字典 {type} 不能删除',
    en: 'The built-in dictionary {type} cannot be deleted',
  },
  dictSystemType: {
    zh: '系统内置字典的类型不能修改',
    en: 'The type of a built-in dictionary cannot be changed',
  },
  dictItemNotFound: { zh: '字典项不存在', en: 'This dictionary item does not exist' },
  dictItemValueTaken: {
    zh: '该字典中已有值为 {value} 的字典项',
    en: 'This dictionary already has an item with the value {value}',
  },
  dictItemInUse: {
    zh: '课程分类 {value} 正在被 {n} 门课程使用（{titles}），不能删除或修改其值',
    en: 'The category {value} is used by {n} course(s) ({titles}): it cannot be deleted and its value cannot change',
  },
  dictSortDuplicate: { zh: '排序中有重复的字典项', en: 'The new order names an item twice' },
  dictSortScope: {
    zh: '排序中含有不属于该字典的字典项',
    en: 'The new order names items of another dictionary',
  },
  i18nNotFound: { zh: '国际化条目不存在', en: 'This translation does not exist' },
  i18nKeyTaken: { zh: '国际化键 {key} 已存在', en: 'The key {key} already exists' },
  fileGroupNotFound: { zh: '文件分组不存在', en: 'This folder does not exist' },
  fileGroupCycle: {
    zh: '分组不能移到它自己或它的下级分组中',
    en: 'A folder cannot move into itself or into one of its own folders',
  },
  fileUsedByCourse: {
    zh: '文件 {name} 是课程《{title}》的封面，不能删除',
    en: 'The file {name} is the cover of the course "{title}" and cannot be deleted',
  },
  fileUsedByLesson: {
    zh: '文件 {name} 是课时《{title}》的视频，不能删除',
    en: 'The file {name} is the video of the lesson "{title}" and cannot be deleted',
  },
  fileUsedByHandout: {
    zh: '文件 {name} 是课时《{title}》的讲义，不能删除',
    en: 'The file {name} is a handout of the lesson "{title}" and cannot be deleted',
  },
  fileUsedByUser: {
    zh: '文件 {name} 是用户 {user} 的头像，不能删除',
    en: 'The file {name} is the avatar of the user {user} and cannot be deleted',
  },
  logRangeTooLong: { zh: '统计范围不能超过 {n} 天', en: 'The range cannot exceed {n} days' },
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

/** A language kept as text (a setting, a query): English if it says so, else Chinese. */
export const langNamed = (name: string): Lang => (name === 'en' ? 'en' : 'zh');

export const langOf = (req: FastifyRequest): Lang =>
  (req.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';

export const message = (lang: Lang, key: MessageKey, params: Record<string, string> = {}): string =>
  MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, p: string) => params[p] ?? '');

export const t = (req: FastifyRequest, key: MessageKey, params?: Record<string, string>): string =>
  message(langOf(req), key, params);
