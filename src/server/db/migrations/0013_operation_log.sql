ALTER TABLE "sys_log" ADD COLUMN "params" text;--> statement-breakpoint
ALTER TABLE "sys_log" ADD COLUMN "time" integer;--> statement-breakpoint
ALTER TABLE "sys_log" ADD COLUMN "exception" text;--> statement-breakpoint
CREATE INDEX "sys_log_tenant_time" ON "sys_log" USING btree ("tenant_id","create_time");