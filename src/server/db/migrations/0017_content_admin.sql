ALTER TABLE "sys_dict_item" ADD COLUMN "list_class" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_tenant_type" ON "sys_dict" USING btree ("tenant_id","dict_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_dict_value" ON "sys_dict_item" USING btree ("dict_id","item_value");