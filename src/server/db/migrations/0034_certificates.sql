CREATE TABLE "edu_certificate" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"number" varchar(32) NOT NULL,
	"check_code" varchar(16) NOT NULL,
	"user_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"holder_name" varchar(64) NOT NULL,
	"course_title" varchar(128) NOT NULL,
	"credit_hours" double precision NOT NULL,
	"completed_on" date NOT NULL,
	"expires_on" date,
	"issued_how" varchar(16) NOT NULL,
	"issue_reason" varchar(200),
	"status" varchar(16) DEFAULT 'valid' NOT NULL,
	"revoke_reason" varchar(200),
	"revoked_at" timestamp with time zone,
	"replaced_by" varchar(32),
	"token" text NOT NULL,
	"kid" varchar(32) NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_certificate_counter" (
	"tenant_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "edu_certificate_counter_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "sys_signing_key" (
	"kid" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "edu_certificate_number" ON "edu_certificate" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_certificate_once" ON "edu_certificate" USING btree ("tenant_id","course_id","user_id") WHERE "edu_certificate"."status" <> 'replaced' AND "edu_certificate"."del_flag" = '0';--> statement-breakpoint
CREATE INDEX "edu_certificate_user" ON "edu_certificate" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_signing_key_live" ON "sys_signing_key" USING btree ("tenant_id") WHERE "sys_signing_key"."retired_at" IS NULL;