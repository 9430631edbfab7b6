CREATE TABLE "edu_enterprise" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(128) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"contact_name" varchar(64) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"licence_file" varchar(255) NOT NULL,
	"admin_user_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"review_reason" varchar(255),
	"review_by" varchar(64),
	"review_time" timestamp with time zone,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint,
	"client_id" varchar(64),
	"category" varchar(32) NOT NULL,
	"content" varchar(500) NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"reply" varchar(1000),
	"reply_by" varchar(64),
	"reply_time" timestamp with time zone,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_invoice_profile" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" varchar(128) NOT NULL,
	"tax_no" varchar(24) NOT NULL,
	"bank" varchar(128) DEFAULT '' NOT NULL,
	"account" varchar(64) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "edu_enterprise_code" ON "edu_enterprise" USING btree ("tenant_id","credit_code") WHERE "edu_enterprise"."del_flag" = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "edu_enterprise_admin" ON "edu_enterprise" USING btree ("tenant_id","admin_user_id") WHERE "edu_enterprise"."del_flag" = '0';--> statement-breakpoint
CREATE INDEX "edu_enterprise_status" ON "edu_enterprise" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "edu_feedback_user" ON "edu_feedback" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "edu_feedback_status" ON "edu_feedback" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_feedback_client" ON "edu_feedback" USING btree ("tenant_id","user_id","client_id");--> statement-breakpoint
CREATE INDEX "edu_invoice_profile_enterprise" ON "edu_invoice_profile" USING btree ("tenant_id","enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_invoice_profile_default" ON "edu_invoice_profile" USING btree ("tenant_id","enterprise_id") WHERE "edu_invoice_profile"."is_default" and "edu_invoice_profile"."del_flag" = '0';