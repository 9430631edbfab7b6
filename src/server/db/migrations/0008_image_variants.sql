-- Uploaded images record their intrinsic size and the responsive AVIF/WebP copies made beside them (issue 13).
-- Files uploaded before keep null: they are shown as they are.
ALTER TABLE "sys_file" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "sys_file" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "sys_file" ADD COLUMN "variants" jsonb;