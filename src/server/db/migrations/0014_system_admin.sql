CREATE TABLE "sys_file_group" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"pid" bigint DEFAULT -1 NOT NULL,
	"name" varchar(64) NOT NULL,
	"type" varchar(8) DEFAULT '10' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
	"post_id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"post_code" varchar(64) NOT NULL,
	"post_name" varchar(64) NOT NULL,
	"post_sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_dept" (
	"user_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	CONSTRAINT "sys_user_dept_user_id_dept_id_pk" PRIMARY KEY("user_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_post" (
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	CONSTRAINT "sys_user_post_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "sys_dict" ADD COLUMN "remarks" varchar(255);--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD COLUMN "remarks" varchar(255);--> statement-breakpoint
ALTER TABLE "sys_file" ADD COLUMN "group_id" bigint;--> statement-breakpoint
ALTER TABLE "sys_oauth_client_details" ADD COLUMN "web_server_redirect_uri" varchar(255);--> statement-breakpoint
ALTER TABLE "sys_oauth_client_details" ADD COLUMN "authorities" varchar(255);--> statement-breakpoint
ALTER TABLE "sys_oauth_client_details" ADD COLUMN "autoapprove" varchar(255);--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "ds_type" char(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "ds_scope" text;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "menu_id" text;--> statement-breakpoint
CREATE INDEX "sys_file_group_tenant" ON "sys_file_group" USING btree ("tenant_id","pid");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_tenant_code" ON "sys_post" USING btree ("tenant_id","post_code") WHERE "sys_post"."del_flag" = '0';--> statement-breakpoint
CREATE INDEX "sys_user_dept_dept" ON "sys_user_dept" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_user_post_post" ON "sys_user_post" USING btree ("post_id");