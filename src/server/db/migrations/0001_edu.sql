CREATE TABLE "edu_course" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"mode" varchar(16) NOT NULL,
	"title" varchar(128) NOT NULL,
	"cover" varchar(255),
	"category" varchar(32) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"teacher" varchar(64) DEFAULT '' NOT NULL,
	"credit_hours" double precision DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"enrol_start_at" timestamp with time zone,
	"enrol_end_at" timestamp with time zone,
	"capacity" integer,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_enrolment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"session_id" bigint,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint,
	"status" varchar(16) NOT NULL,
	"reason" varchar(255),
	"review_by" varchar(64),
	"review_time" timestamp with time zone,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_lesson" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"chapter" varchar(128) NOT NULL,
	"title" varchar(128) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"duration_sec" integer NOT NULL,
	"allow_skip" boolean DEFAULT false NOT NULL,
	"file_id" bigint,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_lesson_progress" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"lesson_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_sec" double precision DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"last_studied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "edu_receipt" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_receipt_tenant_id_user_id_client_id_pk" PRIMARY KEY("tenant_id","user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "edu_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"title" varchar(128) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"venue" varchar(128) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"checkin_start_at" timestamp with time zone NOT NULL,
	"checkin_end_at" timestamp with time zone NOT NULL,
	"secret" varchar(64) NOT NULL,
	"signature_required" boolean DEFAULT false NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "edu_course_list" ON "edu_course" USING btree ("tenant_id","status","mode","id");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_enrolment_live" ON "edu_enrolment" USING btree ("tenant_id","user_id","course_id") WHERE status in ('pending','approved','waitlisted');--> statement-breakpoint
CREATE INDEX "edu_enrolment_course" ON "edu_enrolment" USING btree ("tenant_id","course_id","session_id","status");--> statement-breakpoint
CREATE INDEX "edu_lesson_course" ON "edu_lesson" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE INDEX "edu_progress_course" ON "edu_lesson_progress" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE INDEX "edu_session_course" ON "edu_session" USING btree ("tenant_id","course_id");