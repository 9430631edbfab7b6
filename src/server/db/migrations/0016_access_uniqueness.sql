CREATE UNIQUE INDEX "sys_menu_permission" ON "sys_menu" USING btree ("permission") WHERE "sys_menu"."del_flag" = '0' and "sys_menu"."permission" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_tenant_code" ON "sys_role" USING btree ("tenant_id","role_code") WHERE "sys_role"."del_flag" = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_tenant_name" ON "sys_role" USING btree ("tenant_id","role_name") WHERE "sys_role"."del_flag" = '0';--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu" ON "sys_role_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_tenant_code" ON "sys_tenant" USING btree ("code") WHERE "sys_tenant"."del_flag" = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "sys_tenant_name" ON "sys_tenant" USING btree ("name") WHERE "sys_tenant"."del_flag" = '0';