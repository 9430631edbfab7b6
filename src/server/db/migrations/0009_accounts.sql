CREATE TABLE "sys_captcha" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"verification_hash" varchar(64),
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_sms_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"phone" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"source" varchar(64) DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sys_sms_code_phone" ON "sys_sms_code" USING btree ("tenant_id","phone","sent_at");--> statement-breakpoint
CREATE INDEX "sys_sms_code_source" ON "sys_sms_code" USING btree ("source","sent_at");