CREATE TABLE "edu_exam" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"title" varchar(128) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"mode" varchar(16) NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"pass_score" double precision NOT NULL,
	"duration_min" integer NOT NULL,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"open_at" timestamp with time zone,
	"close_at" timestamp with time zone,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"show_score" varchar(16) DEFAULT 'after_submit' NOT NULL,
	"show_analysis" varchar(16) DEFAULT 'after_submit' NOT NULL,
	"grace_hours" integer DEFAULT 24 NOT NULL,
	"review_fill" boolean DEFAULT false NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_exam_answer" (
	"tenant_id" bigint NOT NULL,
	"attempt_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"value" jsonb,
	"flagged" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mark" double precision,
	"correct" boolean,
	"needs_review" boolean DEFAULT false NOT NULL,
	CONSTRAINT "edu_exam_answer_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "edu_exam_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"attempt_no" integer NOT NULL,
	"seed" bigint NOT NULL,
	"questions" jsonb NOT NULL,
	"total_score" double precision NOT NULL,
	"status" varchar(16) DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"device_submitted_at" timestamp with time zone,
	"clock_offset_ms" integer,
	"submit_client_id" varchar(64),
	"score" double precision,
	"passed" boolean,
	"review_by" varchar(64),
	"review_time" timestamp with time zone,
	"review_note" varchar(255),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_exam_question" (
	"tenant_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "edu_exam_question_exam_id_question_id_pk" PRIMARY KEY("exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "edu_question" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"category_id" bigint,
	"type" varchar(16) NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"score" double precision DEFAULT 1 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_question_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "edu_exam_course" ON "edu_exam" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_exam_attempt_no" ON "edu_exam_attempt" USING btree ("tenant_id","exam_id","user_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_exam_attempt_live" ON "edu_exam_attempt" USING btree ("tenant_id","exam_id","user_id") WHERE status = 'in_progress';--> statement-breakpoint
CREATE INDEX "edu_exam_attempt_exam" ON "edu_exam_attempt" USING btree ("tenant_id","exam_id","status");--> statement-breakpoint
CREATE INDEX "edu_exam_attempt_user" ON "edu_exam_attempt" USING btree ("tenant_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "edu_exam_question_q" ON "edu_exam_question" USING btree ("tenant_id","question_id");--> statement-breakpoint
CREATE INDEX "edu_question_bank" ON "edu_question" USING btree ("tenant_id","category_id","type");--> statement-breakpoint
CREATE INDEX "edu_question_category_tenant" ON "edu_question_category" USING btree ("tenant_id","sort");--> statement-breakpoint
-- Issue 16's console pages on a database seeded before it (a new database gets them from the seed: on an empty
-- sys_menu every statement below finds nothing to do): three pages under 培训管理 with their buttons in both
-- languages, in every tenant's menu package that is a list, and granted to every tenant's administrators.
INSERT INTO sys_menu (name, name_en, path, parent_id, sort_order, menu_type)
SELECT v.name, v.name_en, v.path, p.menu_id, v.sort, '0'
FROM (VALUES
  ('题库管理', 'Question bank', '/admin/edu/question', 3),
  ('考试管理', 'Exams', '/admin/edu/exam', 4),
  ('成绩管理', 'Exam results', '/admin/edu/examResult', 5)
) AS v(name, name_en, path, sort)
JOIN sys_menu p ON p.path = '/admin/edu' AND p.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu m WHERE m.path = v.path AND m.del_flag = '0');--> statement-breakpoint
INSERT INTO sys_menu (name, name_en, permission, parent_id, sort_order, menu_type)
SELECT b.name, b.name_en, b.permission, m.menu_id, b.sort, '1'
FROM (VALUES
  ('题库新增', 'Question bank: Add', 'edu_exam_question_add', '/admin/edu/question', 0),
  ('题库修改', 'Question bank: Edit', 'edu_exam_question_edit', '/admin/edu/question', 1),
  ('题库删除', 'Question bank: Delete', 'edu_exam_question_del', '/admin/edu/question', 2),
  ('题库导入导出', 'Question bank: Import and export', 'edu_exam_question_export', '/admin/edu/question', 3),
  ('考试新增', 'Exams: Add', 'edu_exam_add', '/admin/edu/exam', 0),
  ('考试修改', 'Exams: Edit', 'edu_exam_edit', '/admin/edu/exam', 1),
  ('考试删除', 'Exams: Delete', 'edu_exam_del', '/admin/edu/exam', 2),
  ('成绩查看', 'Exam results: View', 'edu_exam_view', '/admin/edu/examResult', 0),
  ('成绩审核', 'Exam results: Review', 'edu_exam_review', '/admin/edu/examResult', 1),
  ('成绩导入导出', 'Exam results: Import and export', 'edu_exam_export', '/admin/edu/examResult', 2)
) AS b(name, name_en, permission, path, sort)
JOIN sys_menu m ON m.path = b.path AND m.del_flag = '0'
WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.permission = b.permission AND x.del_flag = '0');--> statement-breakpoint
UPDATE sys_tenant t SET menu_id = t.menu_id || ',' || (
  SELECT string_agg(m.menu_id::text, ',' ORDER BY m.menu_id)
  FROM sys_menu m
  WHERE m.del_flag = '0' AND (m.path IN ('/admin/edu/question', '/admin/edu/exam', '/admin/edu/examResult')
    OR m.permission LIKE 'edu\_exam\_%'))
WHERE t.menu_id IS NOT NULL AND t.menu_id <> ''
  AND NOT EXISTS (
    SELECT 1 FROM sys_menu m WHERE m.path = '/admin/edu/exam'
      AND (',' || t.menu_id || ',') LIKE ('%,' || m.menu_id::text || ',%'));--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
FROM sys_role r
JOIN sys_menu m ON m.del_flag = '0' AND (m.path IN ('/admin/edu/question', '/admin/edu/exam', '/admin/edu/examResult')
  OR m.permission LIKE 'edu\_exam\_%')
WHERE r.role_code = 'ROLE_ADMIN' AND r.del_flag = '0'
ON CONFLICT DO NOTHING;
