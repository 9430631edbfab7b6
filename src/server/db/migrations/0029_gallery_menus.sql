-- The console's gallery (Console › Gallery: the spec's Functions, Pages, Make, Routing parameters, Chart and
-- Visualizing pages, the link view and two embedded views) on a database seeded before it; a new database gets it from
-- the seed (src/server/db/seed-menus.ts, from @contract/gallery), and then every statement below finds nothing to do.
-- Only administrators get it (and the permission sys_gallery_view); tenant packages that are lists get it too.
INSERT INTO sys_menu (name, name_en, path, icon, parent_id, sort_order, menu_type)
SELECT '组件示例', 'Gallery', '/admin/gallery', 'app', -1, 2, '0'
WHERE EXISTS (SELECT 1 FROM sys_menu WHERE del_flag = '0')
  AND NOT EXISTS (SELECT 1 FROM sys_menu m WHERE m.path = '/admin/gallery' AND m.del_flag = '0');--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, permission, parent_id, sort_order, menu_type)
SELECT '组件示例查看', 'Gallery: View', 'sys_gallery_view', p.menu_id, 0, '1'
FROM sys_menu p
WHERE p.path = '/admin/gallery' AND p.del_flag = '0'
  AND NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.permission = 'sys_gallery_view' AND x.del_flag = '0');--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type, embedded)
SELECT v.name, v.name_en, v.path, p.menu_id, v.sort, '0', v.embedded
FROM (VALUES
  ('功能', 'Functions', '/admin/gallery/functions', '/admin/gallery', 0, '0'),
  ('页面', 'Pages', '/admin/gallery/pages', '/admin/gallery', 1, '0'),
  ('组件封装', 'Make', '/admin/gallery/make', '/admin/gallery', 2, '0'),
  ('路由参数', 'Routing parameters', '/admin/gallery/params', '/admin/gallery', 3, '0'),
  ('图表', 'Chart', '/admin/gallery/charts', '/admin/gallery', 4, '0'),
  ('数据可视化', 'Visualizing', '/admin/gallery/visualizing', '/admin/gallery', 5, '0'),
  ('外链', 'Link view', 'https://github.com/pig-mesh/pig-ui', '/admin/gallery', 6, '0'),
  ('内嵌 API 文档', 'Embedded API reference', '/api/docs', '/admin/gallery', 7, '1'),
  ('内嵌签到接口', 'Embedded check-in calls', '/api/docs#/checkin', '/admin/gallery', 8, '1')
) AS v(name, name_en, path, parent_path, sort, embedded)
JOIN sys_menu p ON p.path = v.parent_path AND p.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.path = v.path AND x.del_flag = '0');--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type, embedded)
SELECT v.name, v.name_en, v.path, p.menu_id, v.sort, '0', v.embedded
FROM (VALUES
  ('标签页操作', 'Tags view', '/admin/gallery/tags-view', '/admin/gallery/functions', 0, '0'),
  ('数字滚动', 'Count up', '/admin/gallery/count-up', '/admin/gallery/functions', 1, '0'),
  ('图片裁剪', 'Cropper', '/admin/gallery/cropper', '/admin/gallery/functions', 2, '0'),
  ('二维码', 'QR code', '/admin/gallery/qr-code', '/admin/gallery/functions', 3, '0'),
  ('打印', 'Print', '/admin/gallery/print', '/admin/gallery/functions', 4, '0'),
  ('剪贴板', 'Clipboard', '/admin/gallery/clipboard', '/admin/gallery/functions', 5, '0'),
  ('拖拽布局', 'Drag layout', '/admin/gallery/drag-layout', '/admin/gallery/functions', 6, '0'),
  ('分割面板', 'Split pane', '/admin/gallery/split-pane', '/admin/gallery/functions', 7, '0'),
  ('校验规则', 'Validator', '/admin/gallery/validator', '/admin/gallery/functions', 8, '0'),
  ('筛选与详情', 'Filtering and details', '/admin/gallery/filtering', '/admin/gallery/pages', 0, '0'),
  ('图标', 'Icon fonts', '/admin/gallery/icon-fonts', '/admin/gallery/pages', 1, '0'),
  ('表单自适应', 'Form adapt', '/admin/gallery/form-adapt', '/admin/gallery/pages', 2, '0'),
  ('表格校验', 'Table rules', '/admin/gallery/table-rules', '/admin/gallery/pages', 3, '0'),
  ('表单国际化', 'Form i18n', '/admin/gallery/form-i18n', '/admin/gallery/pages', 4, '0'),
  ('多表单校验', 'Multi-form validation', '/admin/gallery/multi-form', '/admin/gallery/pages', 5, '0'),
  ('动态表单', 'Dynamic form', '/admin/gallery/dynamic-form', '/admin/gallery/pages', 6, '0'),
  ('工作流', 'Workflow', '/admin/gallery/workflow', '/admin/gallery/pages', 7, '0'),
  ('列表自适应', 'List adapt', '/admin/gallery/list-adapt', '/admin/gallery/pages', 8, '0'),
  ('瀑布流', 'Waterfall', '/admin/gallery/waterfall', '/admin/gallery/pages', 9, '0'),
  ('步骤条', 'Steps', '/admin/gallery/steps', '/admin/gallery/pages', 10, '0'),
  ('大图预览', 'Large preview', '/admin/gallery/large-preview', '/admin/gallery/pages', 11, '0'),
  ('波浪效果', 'Wave effect', '/admin/gallery/wave-effect', '/admin/gallery/pages', 12, '0'),
  ('树形表格', 'Tree table', '/admin/gallery/tree-table', '/admin/gallery/pages', 13, '0'),
  ('拖拽指令', 'Drag command', '/admin/gallery/drag-command', '/admin/gallery/pages', 14, '0'),
  ('图片懒加载', 'Lazy image', '/admin/gallery/lazy-image', '/admin/gallery/pages', 15, '0'),
  ('图标选择器', 'Icon selector', '/admin/gallery/icon-selector', '/admin/gallery/make', 0, '0'),
  ('滚动通知栏', 'Notice bar', '/admin/gallery/notice-bar', '/admin/gallery/make', 1, '0'),
  ('SVG 演示', 'SVG demo', '/admin/gallery/svg-demo', '/admin/gallery/make', 2, '0'),
  ('表格封装', 'Table demo', '/admin/gallery/table-demo', '/admin/gallery/make', 3, '0'),
  ('普通路由', 'Common', '/admin/gallery/params-common', '/admin/gallery/params', 0, '0'),
  ('动态路由', 'Dynamic', '/admin/gallery/params-dynamic', '/admin/gallery/params', 1, '0'),
  ('图表', 'Chart', '/admin/gallery/chart', '/admin/gallery/charts', 0, '0'),
  ('签到大屏', 'Check-in wall', '/admin/gallery/visualizing-checkin', '/admin/gallery/visualizing', 0, '0'),
  ('学习大屏', 'Study wall', '/admin/gallery/visualizing-study', '/admin/gallery/visualizing', 1, '0')
) AS v(name, name_en, path, parent_path, sort, embedded)
JOIN sys_menu p ON p.path = v.parent_path AND p.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.path = v.path AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_tenant t SET menu_id = t.menu_id || ',' || (
  SELECT string_agg(m.menu_id::text, ',' ORDER BY m.menu_id)
  FROM sys_menu m
  WHERE m.del_flag = '0' AND (m.path = '/admin/gallery' OR m.path LIKE '/admin/gallery/%' OR m.permission = 'sys_gallery_view'
    OR m.path IN ('https://github.com/pig-mesh/pig-ui', '/api/docs', '/api/docs#/checkin')))
WHERE t.menu_id IS NOT NULL AND t.menu_id <> ''
  AND EXISTS (SELECT 1 FROM sys_menu m WHERE m.path = '/admin/gallery' AND m.del_flag = '0')
  AND NOT EXISTS (
    SELECT 1 FROM sys_menu m WHERE m.path = '/admin/gallery'
      AND (',' || t.menu_id || ',') LIKE ('%,' || m.menu_id::text || ',%'));--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
FROM sys_role r
JOIN sys_menu m ON m.del_flag = '0' AND (m.path = '/admin/gallery' OR m.path LIKE '/admin/gallery/%' OR m.permission = 'sys_gallery_view'
    OR m.path IN ('https://github.com/pig-mesh/pig-ui', '/api/docs', '/api/docs#/checkin'))
WHERE r.role_code = 'ROLE_ADMIN' AND r.del_flag = '0'
ON CONFLICT DO NOTHING;
