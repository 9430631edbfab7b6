-- Issue 55's finer check-in permissions on a database seeded before them (a new database gets them from the seed,
-- src/server/seed/menus.ts: on an empty sys_menu every statement below finds nothing to do). Exporting who checked
-- in (names and mobile numbers leave the system) and undoing a check-in become buttons of their own under 签到管理,
-- beside edu_checkin_manage (the desk) and edu_checkin_view (the console's list). Nobody loses what they could do:
-- every tenant menu package that is a list holding the check-in page gets them, every role holding
-- edu_checkin_view is granted edu_checkin_export, and every role holding edu_checkin_manage edu_checkin_undo.
INSERT INTO sys_menu (name, name_en, permission, parent_id, sort_order, menu_type)
SELECT b.name, b.name_en, b.permission, m.menu_id, b.sort, '1'
FROM (VALUES
  ('签到导出', 'Check-in: Export', 'edu_checkin_export', 2),
  ('撤销签到', 'Check-in: Undo', 'edu_checkin_undo', 3)
) AS b(name, name_en, permission, sort)
JOIN sys_menu m ON m.path = '/admin/edu/checkin' AND m.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.permission = b.permission AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_tenant t SET menu_id = t.menu_id || ',' || (
  SELECT string_agg(m.menu_id::text, ',' ORDER BY m.menu_id)
  FROM sys_menu m
  WHERE m.del_flag = '0' AND m.permission IN ('edu_checkin_export', 'edu_checkin_undo')
    AND (',' || t.menu_id || ',') NOT LIKE ('%,' || m.menu_id::text || ',%'))
WHERE t.menu_id IS NOT NULL AND t.menu_id <> ''
  AND EXISTS (
    SELECT 1 FROM sys_menu c WHERE c.path = '/admin/edu/checkin' AND c.del_flag = '0'
      AND (',' || t.menu_id || ',') LIKE ('%,' || c.menu_id::text || ',%'))
  AND EXISTS (
    SELECT 1 FROM sys_menu m
    WHERE m.del_flag = '0' AND m.permission IN ('edu_checkin_export', 'edu_checkin_undo')
      AND (',' || t.menu_id || ',') NOT LIKE ('%,' || m.menu_id::text || ',%'));--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT held.role_id, m.menu_id
FROM (VALUES
  ('edu_checkin_view', 'edu_checkin_export'),
  ('edu_checkin_manage', 'edu_checkin_undo')
) AS g(had, gets)
JOIN sys_menu h ON h.permission = g.had AND h.del_flag = '0'
JOIN sys_role_menu held ON held.menu_id = h.menu_id
JOIN sys_menu m ON m.permission = g.gets AND m.del_flag = '0'
ON CONFLICT DO NOTHING;
