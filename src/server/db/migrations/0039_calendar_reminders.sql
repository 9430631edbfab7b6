CREATE TABLE "edu_calendar_pref" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"feed_token" varchar(64),
	"alarm_day" boolean DEFAULT true NOT NULL,
	"alarm_hour" boolean DEFAULT true NOT NULL,
	"sms_reminders" boolean DEFAULT false NOT NULL,
	"lang" varchar(8) DEFAULT 'zh' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_calendar_pref_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "edu_course_reminder" (
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"lead_minutes" jsonb NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_course_reminder_tenant_id_course_id_pk" PRIMARY KEY("tenant_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "edu_reminder_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"dedupe_key" varchar(160) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ref_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"lead_minutes" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"sending_since" timestamp with time zone,
	"error" varchar(255),
	"sent_at" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "edu_calendar_pref_token" ON "edu_calendar_pref" USING btree ("feed_token");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_reminder_job_key" ON "edu_reminder_job" USING btree ("tenant_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "edu_reminder_job_due" ON "edu_reminder_job" USING btree ("due_at") WHERE "edu_reminder_job"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "edu_reminder_job_list" ON "edu_reminder_job" USING btree ("tenant_id","create_time");