-- pig's schedule and message dictionaries (pig.sql's 25, 26 and 28), which pig-ui's calendar and message pages
-- read, for every tenant that lacks them; an empty database gets them from the seed (seed-dicts.ts) instead.
INSERT INTO "sys_dict" ("tenant_id", "dict_type", "description", "system_flag", "create_by")
SELECT t."id", d."dict_type", d."description", '1', 'admin'
FROM "sys_tenant" t
CROSS JOIN (VALUES ('schedule_type', '日程类型'), ('schedule_status', '日程状态'), ('message_type', '消息类型'))
  AS d("dict_type", "description")
WHERE NOT EXISTS (
  SELECT 1 FROM "sys_dict" x WHERE x."tenant_id" = t."id" AND x."dict_type" = d."dict_type" AND x."del_flag" = '0'
);
--> statement-breakpoint
INSERT INTO "sys_dict_item" ("tenant_id", "dict_id", "dict_type", "item_value", "label", "label_en", "sort_order", "create_by")
SELECT d."tenant_id", d."id", d."dict_type", i."item_value", i."label", i."label_en", i."sort_order", 'admin'
FROM "sys_dict" d
JOIN (VALUES
  ('schedule_type', 'record', '日程记录', 'Record', 0),
  ('schedule_type', 'plan', '计划', 'Plan', 1),
  ('schedule_status', '0', '计划中', 'Planned', 0),
  ('schedule_status', '1', '已开始', 'Started', 1),
  ('schedule_status', '3', '已结束', 'Ended', 2),
  ('message_type', '0', '公告', 'Announcement', 0),
  ('message_type', '1', '站内信', 'Notice', 1)
) AS i("dict_type", "item_value", "label", "label_en", "sort_order") ON i."dict_type" = d."dict_type"
WHERE d."del_flag" = '0'
  AND NOT EXISTS (
    SELECT 1 FROM "sys_dict_item" x
    WHERE x."dict_id" = d."id" AND x."item_value" = i."item_value" AND x."del_flag" = '0'
  );
