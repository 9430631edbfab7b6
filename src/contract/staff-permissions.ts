/**
 * The permissions the portal reads, in a module of their own so a phone never loads the whole table of
 * permissions.ts: holding any of STAFF_PERMISSIONS makes someone staff, to whom the portal offers the console;
 * CHECKIN_MANAGE lets a phone scan attendees' tickets.
 */
export const USER_VIEW = 'sys_user_view';
export const MENU_ADD = 'sys_menu_add';
export const ROLE_VIEW = 'sys_role_view';
export const DICT_VIEW = 'sys_dict_view';
export const COURSE_ADD = 'edu_course_add';
export const CHECKIN_MANAGE = 'edu_checkin_manage';
export const STAFF_PERMISSIONS = [USER_VIEW, MENU_ADD, ROLE_VIEW, DICT_VIEW, COURSE_ADD, CHECKIN_MANAGE];
