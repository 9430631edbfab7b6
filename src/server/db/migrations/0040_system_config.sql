-- Issue 54: the message channels staff configure (pig's sys_system_config): the SMS gateway, an e-mail sender,
-- a webhook, per tenant. The console's page and its sys_message_* buttons exist already (/tools/message/index).
CREATE TABLE "sys_system_config" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"config_type" varchar(64) NOT NULL,
	"config_name" varchar(255) NOT NULL,
	"config_key" varchar(255) NOT NULL,
	"config_value" text NOT NULL,
	"config_status" char(1) DEFAULT '1' NOT NULL,
	"create_by" varchar(64),
	"update_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_system_config_key" ON "sys_system_config" USING btree ("tenant_id","config_key");--> statement-breakpoint
CREATE INDEX "sys_system_config_type" ON "sys_system_config" USING btree ("tenant_id","config_type");