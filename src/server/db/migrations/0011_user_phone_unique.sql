-- One live account per mobile number in a tenant. Where an older database has two, the later account keeps
-- its row but loses the number (its owner adds it again in the person settings, proved by a texted code).
UPDATE "sys_user" AS u SET "phone" = NULL
WHERE u."del_flag" = '0' AND u."phone" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "sys_user" AS o
  WHERE o."tenant_id" = u."tenant_id" AND o."phone" = u."phone" AND o."del_flag" = '0' AND o."user_id" < u."user_id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_tenant_phone" ON "sys_user" USING btree ("tenant_id","phone") WHERE "sys_user"."del_flag" = '0';
