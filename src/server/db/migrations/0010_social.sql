CREATE TABLE "sys_social_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"type" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"app_id" varchar(255) NOT NULL,
	"app_secret" varchar(512) NOT NULL,
	"issuer" varchar(512),
	"agent_id" varchar(64),
	"redirect_url" varchar(512) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_social_flow" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"tenant_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"nonce" varchar(64),
	"verifier" varchar(128),
	"subject" varchar(255),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_social_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"subject" varchar(255) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_social_flow" ADD CONSTRAINT "sys_social_flow_provider_id_sys_social_details_id_fk" FOREIGN KEY ("provider_id") REFERENCES "sys_social_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_social_user" ADD CONSTRAINT "sys_social_user_provider_id_sys_social_details_id_fk" FOREIGN KEY ("provider_id") REFERENCES "sys_social_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_social_details_tenant" ON "sys_social_details" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_social_user_subject" ON "sys_social_user" USING btree ("provider_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_social_user_user" ON "sys_social_user" USING btree ("user_id","provider_id");