CREATE TABLE "sys_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"category" char(1) DEFAULT '0' NOT NULL,
	"kind" varchar(32) DEFAULT 'announcement' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" varchar(255),
	"send_flag" char(1) DEFAULT '0' NOT NULL,
	"all_flag" char(1) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_message_relation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_message_relation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"msg_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" bigint NOT NULL,
	"read_flag" char(1) DEFAULT '0' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_message_tenant" ON "sys_message" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_message_relation_msg_user" ON "sys_message_relation" USING btree ("msg_id","user_id");--> statement-breakpoint
CREATE INDEX "sys_message_relation_unread" ON "sys_message_relation" USING btree ("tenant_id","user_id","read_flag");--> statement-breakpoint
-- pig's 消息管理 page (notices, /admin/sysMessage/*) on a database seeded before it (a new database gets it from the
-- seed: on an empty sys_menu every statement below finds nothing to do). The page goes last under 系统管理 with its
-- four buttons named in both languages; every tenant's administrators get it, and a tenant whose menu package is a
-- list (tenant 2) gets it in its package: each tenant writes its own announcements.
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type)
SELECT '消息管理', 'Notices', '/tools/message/index', p.menu_id, 15, '0'
FROM sys_menu p
WHERE p.path = '/admin/system' AND p.del_flag = '0'
  AND NOT EXISTS (SELECT 1 FROM sys_menu m WHERE m.path = '/tools/message/index' AND m.del_flag = '0');--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, permission, parent_id, sort_order, menu_type)
SELECT b.name, b.name_en, b.permission, m.menu_id, b.sort, '1'
FROM (VALUES
  ('消息查看', 'Notices: View', 'sys_message_view', 0),
  ('消息新增', 'Notices: Add', 'sys_message_add', 1),
  ('消息修改', 'Notices: Edit', 'sys_message_edit', 2),
  ('消息删除', 'Notices: Delete', 'sys_message_del', 3)
) AS b(name, name_en, permission, sort)
JOIN sys_menu m ON m.path = '/tools/message/index' AND m.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.permission = b.permission AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_tenant t SET menu_id = t.menu_id || ',' || (
  SELECT string_agg(m.menu_id::text, ',' ORDER BY m.menu_id)
  FROM sys_menu m
  WHERE m.del_flag = '0' AND (m.path = '/tools/message/index' OR m.permission LIKE 'sys\_message\_%'))
WHERE t.menu_id IS NOT NULL AND t.menu_id <> ''
  AND NOT EXISTS (
    SELECT 1 FROM sys_menu m WHERE m.path = '/tools/message/index'
      AND (',' || t.menu_id || ',') LIKE ('%,' || m.menu_id::text || ',%'));--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
FROM sys_role r
JOIN sys_menu m ON m.del_flag = '0' AND (m.path = '/tools/message/index' OR m.permission LIKE 'sys\_message\_%')
WHERE r.role_code = 'ROLE_ADMIN' AND r.del_flag = '0'
ON CONFLICT DO NOTHING;
