CREATE TABLE "sys_dept" (
	"dept_id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"description" varchar(128),
	"system_flag" char(1) DEFAULT '0' NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"dict_id" bigint NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"item_value" varchar(64) NOT NULL,
	"label" varchar(128) NOT NULL,
	"label_en" varchar(128),
	"description" varchar(128),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"original" varchar(255),
	"bucket_name" varchar(64),
	"dir" varchar(255),
	"type" varchar(64),
	"hash" varchar(128),
	"file_size" bigint,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_i18n" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"zh_cn" varchar(255) NOT NULL,
	"en" varchar(255) NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL,
	CONSTRAINT "sys_i18n_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"log_type" char(1) DEFAULT '0' NOT NULL,
	"title" varchar(255) NOT NULL,
	"service_id" varchar(64),
	"remote_addr" varchar(64),
	"user_agent" varchar(512),
	"request_uri" varchar(255),
	"method" varchar(10),
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_failure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"username" varchar(64) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"menu_id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64),
	"permission" varchar(64),
	"path" varchar(128),
	"parent_id" bigint DEFAULT -1 NOT NULL,
	"icon" varchar(64),
	"visible" char(1) DEFAULT '1' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"menu_type" char(1) DEFAULT '0' NOT NULL,
	"keep_alive" char(1) DEFAULT '0' NOT NULL,
	"embedded" char(1) DEFAULT '0' NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oauth_client_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"client_secret" varchar(255) NOT NULL,
	"scope" varchar(255) DEFAULT 'server' NOT NULL,
	"authorized_grant_types" varchar(255) NOT NULL,
	"access_token_validity" integer NOT NULL,
	"refresh_token_validity" integer NOT NULL,
	"additional_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL,
	CONSTRAINT "sys_oauth_client_details_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "sys_oauth_token" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"access_hash" char(64) NOT NULL,
	"refresh_hash" char(64) NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_oauth_token_access_hash_unique" UNIQUE("access_hash"),
	CONSTRAINT "sys_oauth_token_refresh_hash_unique" UNIQUE("refresh_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_public_param" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"public_key" varchar(64) NOT NULL,
	"public_value" text NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"role_id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"role_name" varchar(64) NOT NULL,
	"role_code" varchar(64) NOT NULL,
	"role_desc" varchar(255),
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"code" varchar(64) NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"user_id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"username" varchar(64) NOT NULL,
	"password" varchar(255) NOT NULL,
	"phone" varchar(20),
	"nickname" varchar(64),
	"name" varchar(64),
	"email" varchar(128),
	"avatar" varchar(255),
	"dept_id" bigint,
	"lock_flag" char(1) DEFAULT '0' NOT NULL,
	"password_expire_flag" char(1) DEFAULT '0' NOT NULL,
	"password_modify_time" timestamp with time zone,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now(),
	"update_time" timestamp with time zone DEFAULT now(),
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "sys_dict_item_type" ON "sys_dict_item" USING btree ("tenant_id","dict_type");--> statement-breakpoint
CREATE INDEX "sys_login_failure_user" ON "sys_login_failure" USING btree ("tenant_id","username","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_public_param_key" ON "sys_public_param" USING btree ("tenant_id","public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_tenant_username" ON "sys_user" USING btree ("tenant_id","username");