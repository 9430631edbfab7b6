CREATE TABLE "sys_role_widget" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"widget_keys" varchar(2000) DEFAULT '' NOT NULL,
	"layout_config" text,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_schedule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"schedule_type" varchar(32) DEFAULT 'record' NOT NULL,
	"schedule_state" varchar(8) DEFAULT '0' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"schedule_date" date NOT NULL,
	"schedule_time" time,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_widget_role" ON "sys_role_widget" USING btree ("tenant_id","role_id") WHERE "sys_role_widget"."del_flag" = '0';--> statement-breakpoint
CREATE INDEX "sys_schedule_user_date" ON "sys_schedule" USING btree ("tenant_id","user_id","schedule_date");