-- pig's 网站配置 page (pig-ui's /admin/siteconfig/index, issue 15) on a database seeded before it (a new database
-- gets it from the seed: on an empty sys_menu every statement below finds nothing to do). The page goes last under
-- 系统管理 with its two buttons named in both languages; every tenant's administrators get it, and a tenant whose
-- menu package is a list (tenant 2) gets it in its package: site settings are each tenant's own.
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type)
SELECT '网站配置', 'Site settings', '/admin/siteconfig/index', p.menu_id, 14, '0'
FROM sys_menu p
WHERE p.path = '/admin/system' AND p.del_flag = '0'
  AND NOT EXISTS (SELECT 1 FROM sys_menu m WHERE m.path = '/admin/siteconfig/index' AND m.del_flag = '0');--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, permission, parent_id, sort_order, menu_type)
SELECT b.name, b.name_en, b.permission, m.menu_id, b.sort, '1'
FROM (VALUES
  ('网站配置查看', 'Site settings: View', 'sys_site_config_view', 0),
  ('网站配置修改', 'Site settings: Edit', 'sys_site_config_edit', 1)
) AS b(name, name_en, permission, sort)
JOIN sys_menu m ON m.path = '/admin/siteconfig/index' AND m.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.permission = b.permission AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_tenant t SET menu_id = t.menu_id || ',' || (
  SELECT string_agg(m.menu_id::text, ',' ORDER BY m.menu_id)
  FROM sys_menu m
  WHERE m.del_flag = '0' AND (m.path = '/admin/siteconfig/index'
    OR m.permission IN ('sys_site_config_view', 'sys_site_config_edit')))
WHERE t.menu_id IS NOT NULL AND t.menu_id <> ''
  AND NOT EXISTS (
    SELECT 1 FROM sys_menu m WHERE m.path = '/admin/siteconfig/index'
      AND (',' || t.menu_id || ',') LIKE ('%,' || m.menu_id::text || ',%'));--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
FROM sys_role r
JOIN sys_menu m ON m.del_flag = '0' AND (m.path = '/admin/siteconfig/index'
  OR m.permission IN ('sys_site_config_view', 'sys_site_config_edit'))
WHERE r.role_code = 'ROLE_ADMIN' AND r.del_flag = '0'
ON CONFLICT DO NOTHING;
