ALTER TABLE "sys_public_param" ADD COLUMN "public_name" varchar(128) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_public_param" ADD COLUMN "status" char(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_public_param" ADD COLUMN "public_type" varchar(2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_public_param" ADD COLUMN "system_flag" char(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_public_param" ADD COLUMN "validate_code" varchar(64);--> statement-breakpoint
-- The parameters that exist before this migration are the platform's own (site settings, PASSWORD_EXPIRE_DAYS).
UPDATE "sys_public_param" SET "system_flag" = '1', "public_name" = "public_key" WHERE "public_name" = '';
