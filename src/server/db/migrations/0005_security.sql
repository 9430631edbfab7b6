CREATE TABLE "sys_rate_limit" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_secret" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_login_failure" ADD COLUMN "source" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_login_failure_source" ON "sys_login_failure" USING btree ("tenant_id","username","source","failed_at");