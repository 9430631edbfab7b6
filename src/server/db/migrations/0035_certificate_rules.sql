CREATE TABLE "edu_certificate_rule" (
	"tenant_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"checkin_share" integer DEFAULT 100 NOT NULL,
	"validity_months" integer,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_certificate_rule_tenant_id_course_id_pk" PRIMARY KEY("tenant_id","course_id")
);
