-- The gallery's Permissions (front-end page, front-end button, back-end page) and Tools pages on a database whose
-- gallery came from migration 0029 or an older seed; a new database gets them from the seed (@contract/gallery), and
-- then every statement below finds nothing to do. The link views move after the new groups, as the seed orders them.
-- Administrators' roles that hold the gallery get the new pages; tenant packages that are lists and hold it too.
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type)
SELECT v.name, v.name_en, v.path, p.menu_id, v.sort, '0'
FROM (VALUES
  ('权限管理', 'Permissions', '/admin/gallery/permissions', 6),
  ('工具', 'Tools', '/admin/gallery/tools-group', 7)
) AS v(name, name_en, path, sort)
JOIN sys_menu p ON p.path = '/admin/gallery' AND p.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.path = v.path AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_menu m SET sort_order = v.sort
FROM (VALUES
  ('https://github.com/pig-mesh/pig-ui', 8),
  ('/api/docs', 9),
  ('/api/docs#/checkin', 10)
) AS v(path, sort), sys_menu p
WHERE m.path = v.path AND m.del_flag = '0' AND m.parent_id = p.menu_id
  AND p.path = '/admin/gallery' AND p.del_flag = '0' AND m.sort_order <> v.sort;--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type)
SELECT v.name, v.name_en, v.path, p.menu_id, v.sort, '0'
FROM (VALUES
  ('前端控制页面', 'Front-end page', '/admin/gallery/perm-front-page', '/admin/gallery/permissions', 0),
  ('前端控制按钮', 'Front-end button', '/admin/gallery/perm-front-button', '/admin/gallery/permissions', 1),
  ('后端控制页面', 'Back-end page', '/admin/gallery/perm-back-page', '/admin/gallery/permissions', 2),
  ('工具类集合', 'Tools', '/admin/gallery/tools', '/admin/gallery/tools-group', 0)
) AS v(name, name_en, path, parent_path, sort)
JOIN sys_menu p ON p.path = v.parent_path AND p.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.path = v.path AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_tenant t SET menu_id = t.menu_id || ',' || (
  SELECT string_agg(m.menu_id::text, ',' ORDER BY m.menu_id)
  FROM sys_menu m
  WHERE m.del_flag = '0' AND m.path IN ('/admin/gallery/permissions', '/admin/gallery/tools-group',
      '/admin/gallery/perm-front-page', '/admin/gallery/perm-front-button', '/admin/gallery/perm-back-page',
      '/admin/gallery/tools')
    AND (',' || t.menu_id || ',') NOT LIKE ('%,' || m.menu_id::text || ',%'))
WHERE t.menu_id IS NOT NULL AND t.menu_id <> ''
  AND EXISTS (
    SELECT 1 FROM sys_menu g WHERE g.path = '/admin/gallery' AND g.del_flag = '0'
      AND (',' || t.menu_id || ',') LIKE ('%,' || g.menu_id::text || ',%'))
  AND EXISTS (
    SELECT 1 FROM sys_menu m
    WHERE m.del_flag = '0' AND m.path IN ('/admin/gallery/permissions', '/admin/gallery/tools-group',
        '/admin/gallery/perm-front-page', '/admin/gallery/perm-front-button', '/admin/gallery/perm-back-page',
        '/admin/gallery/tools')
      AND (',' || t.menu_id || ',') NOT LIKE ('%,' || m.menu_id::text || ',%'));--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
FROM sys_role r
JOIN sys_role_menu held ON held.role_id = r.role_id
JOIN sys_menu g ON g.menu_id = held.menu_id AND g.path = '/admin/gallery' AND g.del_flag = '0'
JOIN sys_menu m ON m.del_flag = '0' AND m.path IN ('/admin/gallery/permissions', '/admin/gallery/tools-group',
    '/admin/gallery/perm-front-page', '/admin/gallery/perm-front-button', '/admin/gallery/perm-back-page',
    '/admin/gallery/tools')
WHERE r.role_code = 'ROLE_ADMIN' AND r.del_flag = '0'
ON CONFLICT DO NOTHING;
