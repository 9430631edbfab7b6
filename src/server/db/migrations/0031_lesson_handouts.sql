CREATE TABLE "edu_lesson_file" (
	"tenant_id" bigint NOT NULL,
	"lesson_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "edu_lesson_file_tenant_id_lesson_id_file_id_pk" PRIMARY KEY("tenant_id","lesson_id","file_id")
);
--> statement-breakpoint
CREATE INDEX "edu_lesson_file_file" ON "edu_lesson_file" USING btree ("tenant_id","file_id");