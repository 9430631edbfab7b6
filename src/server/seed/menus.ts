/** The console's menus and their buttons, seeded into an empty database (seed-data.ts has the rest). */
import {
  GALLERY_GROUPS,
  GALLERY_LINKS,
  GALLERY_PERMISSION,
  GALLERY_ROOT,
  galleryPath,
} from '@contract/gallery';

type MenuSeed = {
  name: string;
  nameEn: string;
  path: string;
  icon?: string;
  /** A web address shown inside the console's frame (pig's `embedded`), not in a new tab. */
  embedded?: boolean;
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
      {
        // pig's 消息管理 (its /admin/sysMessage calls): announcements staff write, and the notices the system sent.
        name: '消息管理',
        nameEn: 'Notices',
        path: '/tools/message/index',
        buttons: ['sys_message_view', 'sys_message_add', 'sys_message_edit', 'sys_message_del'],
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
        buttons: ['edu_checkin_manage', 'edu_checkin_view', 'edu_checkin_export', 'edu_checkin_undo'],
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
      {
        name: '证书管理',
        nameEn: 'Certificates',
        path: '/admin/edu/certificate',
        buttons: ['edu_certificate_view', 'edu_certificate_add', 'edu_certificate_edit'],
      },
      {
        // The tenant's certificate template: guarded by edu_certificate_edit, no button of its own.
        name: '证书模板',
        nameEn: 'Certificate template',
        path: '/admin/edu/certificateTemplate',
      },
    ],
  },
  {
    name: '组件示例',
    nameEn: 'Gallery',
    path: GALLERY_ROOT,
    icon: 'app',
    buttons: [GALLERY_PERMISSION],
    children: [
      ...GALLERY_GROUPS.map((g) => ({
        name: g.zh,
        nameEn: g.en,
        path: galleryPath(g.slug),
        children: g.items.map((i) => ({ name: i.zh, nameEn: i.en, path: galleryPath(i.slug) })),
      })),
      ...GALLERY_LINKS.map((l) => ({ name: l.zh, nameEn: l.en, path: l.url, embedded: l.embedded })),
    ],
  },
];

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

/** Buttons whose action is not the word their permission ends with (migrations 0037 and 0044 name them the same). */
const NAMED_BUTTONS: Record<string, [zh: string, en: string]> = {
  edu_certificate_add: ['证书签发', 'Certificates: Issue'],
  edu_certificate_edit: ['证书撤销与补发', 'Certificates: Revoke and reissue'],
  // Export only: nothing is imported into the check-ins.
  edu_checkin_export: ['签到导出', 'Check-in: Export'],
  edu_checkin_undo: ['撤销签到', 'Check-in: Undo'],
};

/** A button's names: its action (the permission's last word) after its menu's name, as pig names them. */
export function buttonName(menu: { name: string; nameEn: string }, permission: string): [string, string] {
  const named = NAMED_BUTTONS[permission];
  if (named) return named;
  const [zh, en] = BUTTON_NAMES[permission.slice(permission.lastIndexOf('_') + 1)] ?? [
    permission,
    permission,
  ];
  return [`${menu.name.replace(/管理$/, '')}${zh}`, `${menu.nameEn}: ${en}`];
}
