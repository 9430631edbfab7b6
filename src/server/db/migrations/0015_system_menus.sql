-- Issue 15's system pages on a database seeded before them (a new database gets all of this from the seed: on
-- an empty sys_menu every statement below finds nothing to do). New pages go under 系统管理; every button gets
-- its name in both languages; the admin roles of tenant 1 get the new entries, other tenants' admins those
-- outside the platform's own pages (tenants, OAuth clients, translations), which also stay out of their package.
CREATE TEMP TABLE issue15_menus (name varchar(64), name_en varchar(64), path varchar(128), sort integer);--> statement-breakpoint
INSERT INTO issue15_menus VALUES
  ('用户管理', 'Users', '/admin/system/user/index', 0),
  ('菜单管理', 'Menus', '/admin/system/menu/index', 1),
  ('角色管理', 'Roles', '/admin/system/role/index', 2),
  ('部门管理', 'Departments', '/admin/system/dept/index', 3),
  ('岗位管理', 'Posts', '/admin/system/post/index', 4),
  ('租户管理', 'Tenants', '/admin/system/tenant/index', 5),
  ('字典管理', 'Dictionaries', '/admin/dict/index', 6),
  ('文件管理', 'Files', '/admin/file/index', 7),
  ('参数管理', 'Parameters', '/admin/param/index', 8),
  ('终端管理', 'OAuth clients', '/admin/client/index', 9),
  ('国际化管理', 'Translations', '/admin/i18n/index', 10),
  ('日志管理', 'Logs', '/admin/log/index', 11),
  ('令牌管理', 'Online sessions', '/admin/token/index', 12),
  ('社交登录', 'Social login', '/admin/social/index', 13);--> statement-breakpoint
CREATE TEMP TABLE issue15_buttons (path varchar(128), permission varchar(64), name varchar(64), name_en varchar(64), sort integer);--> statement-breakpoint
INSERT INTO issue15_buttons VALUES
  ('/admin/system/user/index', 'sys_user_view', '用户查看', 'Users: View', 0),
  ('/admin/system/user/index', 'sys_user_add', '用户新增', 'Users: Add', 1),
  ('/admin/system/user/index', 'sys_user_edit', '用户修改', 'Users: Edit', 2),
  ('/admin/system/user/index', 'sys_user_del', '用户删除', 'Users: Delete', 3),
  ('/admin/system/user/index', 'sys_user_export', '用户导入导出', 'Users: Import and export', 4),
  ('/admin/system/menu/index', 'sys_menu_add', '菜单新增', 'Menus: Add', 0),
  ('/admin/system/menu/index', 'sys_menu_edit', '菜单修改', 'Menus: Edit', 1),
  ('/admin/system/menu/index', 'sys_menu_del', '菜单删除', 'Menus: Delete', 2),
  ('/admin/system/role/index', 'sys_role_view', '角色查看', 'Roles: View', 0),
  ('/admin/system/role/index', 'sys_role_add', '角色新增', 'Roles: Add', 1),
  ('/admin/system/role/index', 'sys_role_edit', '角色修改', 'Roles: Edit', 2),
  ('/admin/system/role/index', 'sys_role_del', '角色删除', 'Roles: Delete', 3),
  ('/admin/system/role/index', 'sys_role_perm', '角色分配权限', 'Roles: Assign permissions', 4),
  ('/admin/system/role/index', 'sys_role_export', '角色导入导出', 'Roles: Import and export', 5),
  ('/admin/system/dept/index', 'sys_dept_add', '部门新增', 'Departments: Add', 0),
  ('/admin/system/dept/index', 'sys_dept_edit', '部门修改', 'Departments: Edit', 1),
  ('/admin/system/dept/index', 'sys_dept_del', '部门删除', 'Departments: Delete', 2),
  ('/admin/system/post/index', 'sys_post_view', '岗位查看', 'Posts: View', 0),
  ('/admin/system/post/index', 'sys_post_add', '岗位新增', 'Posts: Add', 1),
  ('/admin/system/post/index', 'sys_post_edit', '岗位修改', 'Posts: Edit', 2),
  ('/admin/system/post/index', 'sys_post_del', '岗位删除', 'Posts: Delete', 3),
  ('/admin/system/post/index', 'sys_post_export', '岗位导入导出', 'Posts: Import and export', 4),
  ('/admin/system/tenant/index', 'sys_systenant_view', '租户查看', 'Tenants: View', 0),
  ('/admin/system/tenant/index', 'sys_systenant_add', '租户新增', 'Tenants: Add', 1),
  ('/admin/system/tenant/index', 'sys_systenant_edit', '租户修改', 'Tenants: Edit', 2),
  ('/admin/system/tenant/index', 'sys_systenant_del', '租户删除', 'Tenants: Delete', 3),
  ('/admin/system/tenant/index', 'sys_systenant_tenantmenu', '租户菜单', 'Tenants: Menu package', 4),
  ('/admin/dict/index', 'sys_dict_view', '字典查看', 'Dictionaries: View', 0),
  ('/admin/dict/index', 'sys_dict_add', '字典新增', 'Dictionaries: Add', 1),
  ('/admin/dict/index', 'sys_dict_edit', '字典修改', 'Dictionaries: Edit', 2),
  ('/admin/dict/index', 'sys_dict_del', '字典删除', 'Dictionaries: Delete', 3),
  ('/admin/file/index', 'sys_file_view', '文件查看', 'Files: View', 0),
  ('/admin/file/index', 'sys_file_del', '文件删除', 'Files: Delete', 1),
  ('/admin/param/index', 'sys_syspublicparam_view', '参数查看', 'Parameters: View', 0),
  ('/admin/param/index', 'sys_syspublicparam_add', '参数新增', 'Parameters: Add', 1),
  ('/admin/param/index', 'sys_syspublicparam_edit', '参数修改', 'Parameters: Edit', 2),
  ('/admin/param/index', 'sys_syspublicparam_del', '参数删除', 'Parameters: Delete', 3),
  ('/admin/client/index', 'sys_client_view', '终端查看', 'OAuth clients: View', 0),
  ('/admin/client/index', 'sys_client_add', '终端新增', 'OAuth clients: Add', 1),
  ('/admin/client/index', 'sys_client_edit', '终端修改', 'OAuth clients: Edit', 2),
  ('/admin/client/index', 'sys_client_del', '终端删除', 'OAuth clients: Delete', 3),
  ('/admin/i18n/index', 'sys_i18n_view', '国际化查看', 'Translations: View', 0),
  ('/admin/i18n/index', 'sys_i18n_add', '国际化新增', 'Translations: Add', 1),
  ('/admin/i18n/index', 'sys_i18n_edit', '国际化修改', 'Translations: Edit', 2),
  ('/admin/i18n/index', 'sys_i18n_del', '国际化删除', 'Translations: Delete', 3),
  ('/admin/i18n/index', 'sys_i18n_export', '国际化导入导出', 'Translations: Import and export', 4),
  ('/admin/log/index', 'sys_log_view', '日志查看', 'Logs: View', 0),
  ('/admin/log/index', 'sys_log_del', '日志删除', 'Logs: Delete', 1),
  ('/admin/log/index', 'sys_log_export', '日志导入导出', 'Logs: Import and export', 2),
  ('/admin/token/index', 'sys_token_view', '令牌查看', 'Online sessions: View', 0),
  ('/admin/token/index', 'sys_token_del', '令牌删除', 'Online sessions: Delete', 1),
  ('/admin/social/index', 'sys_social_details_view', '社交登录查看', 'Social login: View', 0),
  ('/admin/social/index', 'sys_social_details_add', '社交登录新增', 'Social login: Add', 1),
  ('/admin/social/index', 'sys_social_details_edit', '社交登录修改', 'Social login: Edit', 2),
  ('/admin/social/index', 'sys_social_details_del', '社交登录删除', 'Social login: Delete', 3),
  ('/admin/edu/course', 'edu_course_add', '课程新增', 'Courses: Add', 0),
  ('/admin/edu/course', 'edu_course_edit', '课程修改', 'Courses: Edit', 1),
  ('/admin/edu/course', 'edu_course_del', '课程删除', 'Courses: Delete', 2),
  ('/admin/edu/enrolment', 'edu_enrolment_view', '报名查看', 'Enrolments: View', 0),
  ('/admin/edu/enrolment', 'edu_enrolment_review', '报名审核', 'Enrolments: Review', 1),
  ('/admin/edu/checkin', 'edu_checkin_manage', '签到操作', 'Check-in: Operate', 0),
  ('/admin/edu/checkin', 'edu_checkin_view', '签到查看', 'Check-in: View', 1);--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type)
SELECT v.name, v.name_en, v.path, p.menu_id, v.sort, '0'
FROM issue15_menus v
JOIN sys_menu p ON p.path = '/admin/system' AND p.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu m WHERE m.path = v.path AND m.del_flag = '0');--> statement-breakpoint
UPDATE sys_menu m SET sort_order = v.sort FROM issue15_menus v WHERE m.path = v.path AND m.menu_type = '0';--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, permission, parent_id, sort_order, menu_type)
SELECT b.name, b.name_en, b.permission, m.menu_id, b.sort, '1'
FROM issue15_buttons b
JOIN sys_menu m ON m.path = b.path AND m.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.permission = b.permission AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_menu m SET name = b.name, name_en = b.name_en
FROM issue15_buttons b WHERE m.permission = b.permission AND m.menu_type = '1' AND m.name = m.permission;--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
FROM sys_role r
JOIN sys_menu m ON m.del_flag = '0' AND (
  m.path IN (SELECT path FROM issue15_menus) OR m.permission IN (SELECT permission FROM issue15_buttons))
WHERE r.role_code = 'ROLE_ADMIN' AND r.del_flag = '0'
  AND (r.tenant_id = 1 OR NOT EXISTS (
    SELECT 1 FROM sys_menu pm
    WHERE pm.path IN ('/admin/system/tenant/index', '/admin/client/index', '/admin/i18n/index')
      AND (pm.menu_id = m.menu_id OR pm.menu_id = m.parent_id)))
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE issue15_menus;--> statement-breakpoint
DROP TABLE issue15_buttons;
