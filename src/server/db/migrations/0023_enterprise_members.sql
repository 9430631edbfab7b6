CREATE TABLE "edu_enterprise_member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_invoice_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"profile" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"invoice_file" varchar(255),
	"invoice_no" varchar(32),
	"reason" varchar(255),
	"handled_by" varchar(64),
	"handled_time" timestamp with time zone,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_invoice_request_item" (
	"request_id" bigint NOT NULL,
	"tenant_id" bigint NOT NULL,
	"enrolment_id" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "last_login_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "edu_enterprise_member_enterprise" ON "edu_enterprise_member" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_enterprise_member_user" ON "edu_enterprise_member" USING btree ("tenant_id","user_id") WHERE "edu_enterprise_member"."del_flag" = '0';--> statement-breakpoint
CREATE INDEX "edu_invoice_request_enterprise" ON "edu_invoice_request" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "edu_invoice_request_status" ON "edu_invoice_request" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "edu_invoice_request_item_request" ON "edu_invoice_request_item" USING btree ("tenant_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_invoice_request_item_live" ON "edu_invoice_request_item" USING btree ("tenant_id","enrolment_id") WHERE "edu_invoice_request_item"."live";--> statement-breakpoint
-- Issue 17's console pages on a database seeded before it (a new database gets them from the seed: on an empty
-- sys_menu every statement below finds nothing to do): two pages under 培训管理 with their buttons in both
-- languages, in every tenant's menu package that is a list, and granted to every tenant's administrators.
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type)
SELECT v.name, v.name_en, v.path, p.menu_id, v.sort, '0'
FROM (VALUES
  ('企业管理', 'Enterprises', '/admin/edu/enterprise', 6),
  ('意见反馈', 'Feedback', '/admin/edu/feedback', 7)
) AS v(name, name_en, path, sort)
JOIN sys_menu p ON p.path = '/admin/edu' AND p.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu m WHERE m.path = v.path AND m.del_flag = '0');--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, permission, parent_id, sort_order, menu_type)
SELECT b.name, b.name_en, b.permission, m.menu_id, b.sort, '1'
FROM (VALUES
  ('企业查看', 'Enterprises: View', 'edu_enterprise_view', '/admin/edu/enterprise', 0),
  ('企业审核', 'Enterprises: Review', 'edu_enterprise_review', '/admin/edu/enterprise', 1),
  ('企业开票', 'Enterprises: Invoices', 'edu_enterprise_invoice', '/admin/edu/enterprise', 2),
  ('意见反馈查看', 'Feedback: View', 'edu_feedback_view', '/admin/edu/feedback', 0),
  ('意见反馈回复', 'Feedback: Reply', 'edu_feedback_reply', '/admin/edu/feedback', 1)
) AS b(name, name_en, permission, path, sort)
JOIN sys_menu m ON m.path = b.path AND m.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.permission = b.permission AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_tenant t SET menu_id = t.menu_id || ',' || (
  SELECT string_agg(m.menu_id::text, ',' ORDER BY m.menu_id)
  FROM sys_menu m
  WHERE m.del_flag = '0' AND (m.path IN ('/admin/edu/enterprise', '/admin/edu/feedback')
    OR m.permission LIKE 'edu\_enterprise\_%' OR m.permission LIKE 'edu\_feedback\_%'))
WHERE t.menu_id IS NOT NULL AND t.menu_id <> ''
  AND NOT EXISTS (
    SELECT 1 FROM sys_menu m WHERE m.path = '/admin/edu/enterprise'
      AND (',' || t.menu_id || ',') LIKE ('%,' || m.menu_id::text || ',%'));--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
FROM sys_role r
JOIN sys_menu m ON m.del_flag = '0' AND (m.path IN ('/admin/edu/enterprise', '/admin/edu/feedback')
  OR m.permission LIKE 'edu\_enterprise\_%' OR m.permission LIKE 'edu\_feedback\_%')
WHERE r.role_code = 'ROLE_ADMIN' AND r.del_flag = '0'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The feedback categories, in every tenant that has dictionaries but not this one.
INSERT INTO sys_dict (tenant_id, dict_type, description, system_flag)
SELECT DISTINCT d.tenant_id, 'feedback_category', '反馈类别', '1'
FROM sys_dict d
WHERE NOT EXISTS (
  SELECT 1 FROM sys_dict x WHERE x.tenant_id = d.tenant_id AND x.dict_type = 'feedback_category');--> statement-breakpoint
INSERT INTO sys_dict_item (tenant_id, dict_id, dict_type, item_value, label, label_en, sort_order)
SELECT d.tenant_id, d.id, 'feedback_category', v.value, v.label, v.label_en, v.sort
FROM sys_dict d
CROSS JOIN (VALUES
  ('course', '课程内容', 'Course content', 0),
  ('enrolment', '报名与缴费', 'Enrolment and fees', 1),
  ('checkin', '现场签到', 'Check-in', 2),
  ('exam', '考试', 'Exams', 3),
  ('system', '系统使用', 'Using the system', 4),
  ('other', '其他', 'Other', 5)
) AS v(value, label, label_en, sort)
WHERE d.dict_type = 'feedback_category'
  AND NOT EXISTS (SELECT 1 FROM sys_dict_item i WHERE i.dict_id = d.id);
