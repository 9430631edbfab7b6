/** Demo and reference data seeded into an empty database (README: demo accounts). */

type MenuSeed = {
  name: string;
  nameEn: string;
  path: string;
  icon?: string;
  buttons?: string[];
  children?: MenuSeed[];
};

/**
 * The console's menus. The system pages' paths are pig's own view paths (`/admin/system/user/index`,
 * `/admin/param/index`…), so pig's console finds its views; ours routes them without the `/index`.
 */
export const MENUS: MenuSeed[] = [
  {
    name: '系统管理',
    nameEn: 'System',
    path: '/admin/system',
    icon: 'setting',
    children: [
      {
        name: '用户管理',
        nameEn: 'Users',
        path: '/admin/system/user/index',
        buttons: ['sys_user_view', 'sys_user_add', 'sys_user_edit', 'sys_user_del', 'sys_user_export'],
      },
      {
        name: '菜单管理',
        nameEn: 'Menus',
        path: '/admin/system/menu/index',
        buttons: ['sys_menu_add', 'sys_menu_edit', 'sys_menu_del'],
      },
      {
        name: '角色管理',
        nameEn: 'Roles',
        path: '/admin/system/role/index',
        buttons: [
          'sys_role_view',
          'sys_role_add',
          'sys_role_edit',
          'sys_role_del',
          'sys_role_perm',
          'sys_role_export',
        ],
      },
      {
        name: '部门管理',
        nameEn: 'Departments',
        path: '/admin/system/dept/index',
        buttons: ['sys_dept_add', 'sys_dept_edit', 'sys_dept_del'],
      },
      {
        name: '岗位管理',
        nameEn: 'Posts',
        path: '/admin/system/post/index',
        buttons: ['sys_post_view', 'sys_post_add', 'sys_post_edit', 'sys_post_del', 'sys_post_export'],
      },
      {
        name: '租户管理',
        nameEn: 'Tenants',
        path: '/admin/system/tenant/index',
        buttons: [
          'sys_systenant_view',
          'sys_systenant_add',
          'sys_systenant_edit',
          'sys_systenant_del',
          'sys_systenant_tenantmenu',
        ],
      },
      {
        name: '字典管理',
        nameEn: 'Dictionaries',
        path: '/admin/dict/index',
        buttons: ['sys_dict_view', 'sys_dict_add', 'sys_dict_edit', 'sys_dict_del'],
      },
      {
        name: '文件管理',
        nameEn: 'Files',
        path: '/admin/file/index',
        buttons: ['sys_file_view', 'sys_file_del'],
      },
      {
        name: '参数管理',
        nameEn: 'Parameters',
        path: '/admin/param/index',
        buttons: [
          'sys_syspublicparam_view',
          'sys_syspublicparam_add',
          'sys_syspublicparam_edit',
          'sys_syspublicparam_del',
        ],
      },
      {
        name: '终端管理',
        nameEn: 'OAuth clients',
        path: '/admin/client/index',
        buttons: ['sys_client_view', 'sys_client_add', 'sys_client_edit', 'sys_client_del'],
      },
      {
        name: '国际化管理',
        nameEn: 'Translations',
        path: '/admin/i18n/index',
        buttons: ['sys_i18n_view', 'sys_i18n_add', 'sys_i18n_edit', 'sys_i18n_del', 'sys_i18n_export'],
      },
      {
        name: '日志管理',
        nameEn: 'Logs',
        path: '/admin/log/index',
        buttons: ['sys_log_view', 'sys_log_del', 'sys_log_export'],
      },
      {
        name: '令牌管理',
        nameEn: 'Online sessions',
        path: '/admin/token/index',
        buttons: ['sys_token_view', 'sys_token_del'],
      },
      {
        name: '社交登录',
        nameEn: 'Social login',
        path: '/admin/social/index',
        buttons: [
          'sys_social_details_view',
          'sys_social_details_add',
          'sys_social_details_edit',
          'sys_social_details_del',
        ],
      },
      {
        // pig's 网站配置 page (pig-ui's /admin/siteconfig/index): the site parameters as one form.
        name: '网站配置',
        nameEn: 'Site settings',
        path: '/admin/siteconfig/index',
        buttons: ['sys_site_config_view', 'sys_site_config_edit'],
      },
    ],
  },
  {
    name: '培训管理',
    nameEn: 'Training',
    path: '/admin/edu',
    icon: 'book',
    children: [
      {
        name: '课程管理',
        nameEn: 'Courses',
        path: '/admin/edu/course',
        buttons: ['edu_course_add', 'edu_course_edit', 'edu_course_del'],
      },
      {
        name: '报名管理',
        nameEn: 'Enrolments',
        path: '/admin/edu/enrolment',
        buttons: ['edu_enrolment_view', 'edu_enrolment_review'],
      },
      {
        name: '签到管理',
        nameEn: 'Check-in',
        path: '/admin/edu/checkin',
        buttons: ['edu_checkin_manage', 'edu_checkin_view'],
      },
      {
        name: '题库管理',
        nameEn: 'Question bank',
        path: '/admin/edu/question',
        buttons: [
          'edu_exam_question_add',
          'edu_exam_question_edit',
          'edu_exam_question_del',
          'edu_exam_question_export',
        ],
      },
      {
        name: '考试管理',
        nameEn: 'Exams',
        path: '/admin/edu/exam',
        buttons: ['edu_exam_add', 'edu_exam_edit', 'edu_exam_del'],
      },
      {
        name: '成绩管理',
        nameEn: 'Exam results',
        path: '/admin/edu/examResult',
        buttons: ['edu_exam_view', 'edu_exam_review', 'edu_exam_export'],
      },
      {
        name: '企业管理',
        nameEn: 'Enterprises',
        path: '/admin/edu/enterprise',
        buttons: ['edu_enterprise_view', 'edu_enterprise_review', 'edu_enterprise_invoice'],
      },
      {
        name: '意见反馈',
        nameEn: 'Feedback',
        path: '/admin/edu/feedback',
        buttons: ['edu_feedback_view', 'edu_feedback_reply'],
      },
    ],
  },
];

/** Menus only the platform's own tenant (tenant 1) administers: other tenants' menu packages leave them out. */
export const PLATFORM_MENU_PATHS = ['/admin/system/tenant/index', '/admin/client/index', '/admin/i18n/index'];

/** What a button is called in the menu tree and the role's permission tree, in both languages. */
export const BUTTON_NAMES: Record<string, [zh: string, en: string]> = {
  view: ['查看', 'View'],
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  del: ['删除', 'Delete'],
  export: ['导入导出', 'Import and export'],
  perm: ['分配权限', 'Assign permissions'],
  tenantmenu: ['菜单', 'Menu package'],
  manage: ['操作', 'Operate'],
  review: ['审核', 'Review'],
  invoice: ['开票', 'Invoices'],
  reply: ['回复', 'Reply'],
};

/** A button's names: its action (the permission's last word) after its menu's name, as pig names them. */
export function buttonName(menu: { name: string; nameEn: string }, permission: string): [string, string] {
  const [zh, en] = BUTTON_NAMES[permission.slice(permission.lastIndexOf('_') + 1)] ?? [
    permission,
    permission,
  ];
  return [`${menu.name.replace(/管理$/, '')}${zh}`, `${menu.nameEn}: ${en}`];
}

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
    'Enrolment for the 2026 continuing education of property-service staff is open. Please enrol and study before the deadline.',
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
    'Welcome to the training portal of the Property Management Industry Association. By registering you agree to these terms:',
    '1. The name, mobile number and other details you give must be true; they are used only for sign-ups, check-in, credit-hour records and certificates.',
    '2. Keep your account and password safe and do not lend them to others; you are responsible for losses caused by careless keeping.',
    '3. Course materials are for your own study; they may not be copied, shared or used commercially without the association’s written permission.',
    '4. The association protects your personal information as the law requires and does not give it to third parties unless the law demands it.',
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
