/** Permission strings in pig's style (pig-api.md §3); the server checks the same strings the UI gates on. */
export const PERMISSIONS = {
  userView: 'sys_user_view',
  userAdd: 'sys_user_add',
  userEdit: 'sys_user_edit',
  userDel: 'sys_user_del',
  userExport: 'sys_user_export',
  menuAdd: 'sys_menu_add',
  menuEdit: 'sys_menu_edit',
  menuDel: 'sys_menu_del',
  roleView: 'sys_role_view',
  roleAdd: 'sys_role_add',
  roleEdit: 'sys_role_edit',
  roleDel: 'sys_role_del',
  rolePerm: 'sys_role_perm',
  deptAdd: 'sys_dept_add',
  deptEdit: 'sys_dept_edit',
  deptDel: 'sys_dept_del',
  dictView: 'sys_dict_view',
  dictAdd: 'sys_dict_add',
  dictEdit: 'sys_dict_edit',
  dictDel: 'sys_dict_del',
  fileView: 'sys_file_view',
  fileDel: 'sys_file_del',
  logView: 'sys_log_view',
  i18nView: 'sys_i18n_view',
  clientView: 'sys_client_view',
  tenantView: 'sys_systenant_view',
  courseAdd: 'edu_course_add',
  courseEdit: 'edu_course_edit',
  courseDel: 'edu_course_del',
  enrolmentView: 'edu_enrolment_view',
  enrolmentReview: 'edu_enrolment_review',
  checkinManage: 'edu_checkin_manage',
  checkinView: 'edu_checkin_view',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ROLE_CODES = {
  admin: 'ROLE_ADMIN',
  general: 'GENERAL_USER',
  learner: 'ROLE_LEARNER',
  enterprise: 'ROLE_ENTERPRISE',
} as const;

/** Message keys the server sends for the statuses of spec §8 (translated with the caller's language). */
export const ERROR_KEYS = {
  tokenExpired: 'error.tokenExpired',
  tenantExpired: 'error.tenantExpired',
  demoMode: 'error.demoMode',
  forbidden: 'error.forbidden',
  validation: 'error.validation',
  notFound: 'error.notFound',
  server: 'error.server',
  tenantMismatch: 'error.tenantMismatch',
  tooManyRequests: 'error.tooManyRequests',
} as const;
