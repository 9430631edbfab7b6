CREATE TABLE "edu_course_follow" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_course_follow_tenant_id_user_id_course_id_pk" PRIMARY KEY("tenant_id","user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "edu_calendar_pref" ADD COLUMN "feed_etag" varchar(40);--> statement-breakpoint
ALTER TABLE "edu_calendar_pref" ADD COLUMN "feed_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "edu_calendar_pref" ADD COLUMN "staff_feed_etag" varchar(40);--> statement-breakpoint
ALTER TABLE "edu_calendar_pref" ADD COLUMN "staff_feed_changed_at" timestamp with time zone;