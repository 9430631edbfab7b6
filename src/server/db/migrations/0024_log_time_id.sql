DROP INDEX "sys_log_tenant_time";--> statement-breakpoint
CREATE INDEX "sys_log_tenant_time_id" ON "sys_log" USING btree ("tenant_id","create_time","id");