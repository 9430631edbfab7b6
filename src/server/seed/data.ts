/** Demo and reference data seeded into an empty database (README: demo accounts); the menus: seed-menus.ts. */

/** additional_information as pig stores it. `pig` asks for no captcha until staff turn its captcha_flag on. */
export const CLIENTS: [string, Record<string, string>][] = [
  ['pig', { enc_flag: '1', captcha_flag: '0', online_quantity: '1' }],
  ['app', { enc_flag: '1', captcha_flag: '1', online_quantity: '1' }],
  ['social', { enc_flag: '0', captcha_flag: '0', online_quantity: '1' }],
  ['test', { enc_flag: '1', captcha_flag: '0', online_quantity: '1' }],
];

export const I18N: [string, string, string][] = [
  ['router.home', '首页', 'Home'],
  ['router.login', '登录', 'Login'],
  ['router.admin', '管理后台', 'Console'],
  ['router.system', '系统管理', 'System'],
  ['router.training', '培训管理', 'Training'],
];

/** The seeded parameters' names as staff see them in Console › System › Parameters, and their param_type. */
export const PARAM_NAMES: Record<string, [name: string, type: string]> = {
  title: ['网站标题', '2'],
  titleEn: ['网站标题（英文）', '2'],
  footer: ['页脚', '2'],
  footerEn: ['页脚（英文）', '2'],
  notice: ['首页通知', '2'],
  noticeEn: ['首页通知（英文）', '2'],
  hotline: ['服务热线', '2'],
  captchaType: ['登录验证码类型', '4'],
  registerEnable: ['开放注册', '4'],
  smsLoginEnable: ['短信登录', '4'],
  socialLoginEnable: ['社交登录', '4'],
  i18nEnable: ['多语言切换', '0'],
  antiDebugEnable: ['禁止调试', '4'],
  agreement: ['用户协议', '5'],
  agreementEn: ['用户协议（英文）', '5'],
  PASSWORD_EXPIRE_DAYS: ['密码有效天数', '4'],
  LOGIN_ERROR_TIMES: ['登录失败锁定次数', '4'],
};

export const SITE: Record<string, string> = {
  title: '物业管理行业协会培训平台',
  titleEn: 'Property Management Association Training',
  footer: '物业管理行业协会 版权所有',
  footerEn: 'Property Management Industry Association. All rights reserved.',
  notice: '2026 年度物业服务从业人员继续教育已开放报名，请在截止日期前完成报名与学习。',
  noticeEn:
    'Enrolment for the 2026 continuing education of property-service staff is open. ' +
    'Please enrol and study before the deadline.',
  hotline: '400-800-1234',
  captchaType: 'none',
  registerEnable: 'true',
  smsLoginEnable: 'true',
  socialLoginEnable: 'false',
  i18nEnable: 'true',
  antiDebugEnable: 'false',
  agreement: [
    '欢迎注册物业管理行业协会培训平台。注册即表示您同意以下条款：',
    '一、您提供的姓名、手机号等信息应真实有效，仅用于培训报名、签到、学时记录和证书管理。',
    '二、请妥善保管账号和密码，不得转借他人；因账号保管不善造成的损失由您自行承担。',
    '三、平台课程资料仅供本人学习使用，未经协会书面许可不得复制、传播或用于商业用途。',
    '四、协会依法保护您的个人信息，除法律法规要求外，不会向第三方提供。',
    '五、如有疑问，请拨打服务热线 400-800-1234。',
  ].join('\n'),
  agreementEn: [
    'Welcome to the training portal of the Property Management Industry Association. ' +
      'By registering you agree to these terms:',
    '1. The name, mobile number and other details you give must be true; ' +
      'they are used only for sign-ups, check-in, credit-hour records and certificates.',
    '2. Keep your account and password safe and do not lend them to others; ' +
      'you are responsible for losses caused by careless keeping.',
    '3. Course materials are for your own study; ' +
      'they may not be copied, shared or used commercially without the association’s written permission.',
    '4. The association protects your personal information as the law requires ' +
      'and does not give it to third parties unless the law demands it.',
    '5. Questions: call the hotline 400-800-1234.',
  ].join('\n'),
  /** pig's parameter: days a password lasts (0: for ever). Staff may set e.g. 90. */
  PASSWORD_EXPIRE_DAYS: '0',
  /** pig's parameter: failed logins within the hour that lock a source out of an account (0: no lockout). */
  LOGIN_ERROR_TIMES: '5',
};

/** Tenant 1's posts (岗位: code, name) and which demo users hold them. */
export const POSTS: [code: string, name: string][] = [
  ['president', '会长'],
  ['secretary_general', '秘书长'],
  ['training_officer', '培训专员'],
];
export const POST_HOLDERS: Record<string, string[]> = {
  admin: ['secretary_general', 'training_officer'],
  ent_admin01: ['training_officer'],
};
