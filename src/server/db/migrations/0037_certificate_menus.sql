-- Issue 52's console pages on a database seeded before it (a new database gets them from the seed,
-- src/server/seed/menus.ts: on an empty sys_menu every statement below finds nothing to do): Certificates with its
-- three buttons and Certificate template (no button: edu_certificate_edit guards it) under 培训管理, in both
-- languages; in every tenant menu package that is a list holding 培训管理, and granted to the administrators' roles
-- that hold 培训管理. The buttons may exist already, unattached (tests granted them before the page): moved under it.
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type)
SELECT v.name, v.name_en, v.path, p.menu_id, v.sort, '0'
FROM (VALUES
  ('证书管理', 'Certificates', '/admin/edu/certificate', 8),
  ('证书模板', 'Certificate template', '/admin/edu/certificateTemplate', 9)
) AS v(name, name_en, path, sort)
JOIN sys_menu p ON p.path = '/admin/edu' AND p.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu m WHERE m.path = v.path AND m.del_flag = '0');--> statement-breakpoint
UPDATE sys_menu x SET parent_id = m.menu_id, name = b.name, name_en = b.name_en, sort_order = b.sort, menu_type = '1'
FROM (VALUES
  ('证书查看', 'Certificates: View', 'edu_certificate_view', 0),
  ('证书签发', 'Certificates: Issue', 'edu_certificate_add', 1),
  ('证书撤销与补发', 'Certificates: Revoke and reissue', 'edu_certificate_edit', 2)
) AS b(name, name_en, permission, sort), sys_menu m
WHERE x.permission = b.permission AND x.del_flag = '0'
  AND m.path = '/admin/edu/certificate' AND m.del_flag = '0' AND x.parent_id IS DISTINCT FROM m.menu_id;--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, permission, parent_id, sort_order, menu_type)
SELECT b.name, b.name_en, b.permission, m.menu_id, b.sort, '1'
FROM (VALUES
  ('证书查看', 'Certificates: View', 'edu_certificate_view', 0),
  ('证书签发', 'Certificates: Issue', 'edu_certificate_add', 1),
  ('证书撤销与补发', 'Certificates: Revoke and reissue', 'edu_certificate_edit', 2)
) AS b(name, name_en, permission, sort)
JOIN sys_menu m ON m.path = '/admin/edu/certificate' AND m.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.permission = b.permission AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_tenant t SET menu_id = t.menu_id || ',' || (
  SELECT string_agg(m.menu_id::text, ',' ORDER BY m.menu_id)
  FROM sys_menu m
  WHERE m.del_flag = '0'
    AND (m.path IN ('/admin/edu/certificate', '/admin/edu/certificateTemplate')
      OR m.permission IN ('edu_certificate_view', 'edu_certificate_add', 'edu_certificate_edit'))
    AND (',' || t.menu_id || ',') NOT LIKE ('%,' || m.menu_id::text || ',%'))
WHERE t.menu_id IS NOT NULL AND t.menu_id <> ''
  AND EXISTS (
    SELECT 1 FROM sys_menu e WHERE e.path = '/admin/edu' AND e.del_flag = '0'
      AND (',' || t.menu_id || ',') LIKE ('%,' || e.menu_id::text || ',%'))
  AND EXISTS (
    SELECT 1 FROM sys_menu m
    WHERE m.del_flag = '0'
      AND (m.path IN ('/admin/edu/certificate', '/admin/edu/certificateTemplate')
        OR m.permission IN ('edu_certificate_view', 'edu_certificate_add', 'edu_certificate_edit'))
      AND (',' || t.menu_id || ',') NOT LIKE ('%,' || m.menu_id::text || ',%'));--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
FROM sys_role r
JOIN sys_role_menu held ON held.role_id = r.role_id
JOIN sys_menu e ON e.menu_id = held.menu_id AND e.path = '/admin/edu' AND e.del_flag = '0'
JOIN sys_menu m ON m.del_flag = '0'
  AND (m.path IN ('/admin/edu/certificate', '/admin/edu/certificateTemplate')
    OR m.permission IN ('edu_certificate_view', 'edu_certificate_add', 'edu_certificate_edit'))
WHERE r.role_code = 'ROLE_ADMIN' AND r.del_flag = '0'
ON CONFLICT DO NOTHING;
